import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('defaults to the testing_v2 deployment on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config.env.APP_ENV).toBe('testing_v2');
    expect(config.deployment.currency.name).toBe('GBP');
    expect(config.env.PORT).toBe(3000);
    expect(config.env.DATABASE_URL).toBeUndefined();
    expect(config.uploadsDir.endsWith('data/uploads')).toBe(true);
  });

  it('selects the Saudi variant with Arabic as its language', () => {
    const config = loadConfig({ APP_ENV: 'testing_v1' });
    expect(config.deployment.language).toBe('ar');
    expect(config.deployment.currency.name).toBe('SAR');
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', APP_ENV: 'staging', DATABASE_URL: 'not a url' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('APP_ENV');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('hands MAP_TILE_URL to the deployment the SPA receives; only an https {z}/{x}/{y} template', () => {
    expect(loadConfig({}).deployment.mapTileUrl).toBe('');
    const tiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: tiles }).deployment.mapTileUrl).toBe(tiles);
    for (const bad of ['http://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/tile.png'])
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
  });

  it('listens on the loopback address unless HOST says otherwise', () => {
    const config = loadConfig({});
    expect(config.env.HOST).toBe('127.0.0.1');
    expect(config.reachableFromNetwork).toBe(false);
    expect(config.env.DEMO_ACCOUNTS_ON_NETWORK).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).reachableFromNetwork).toBe(true);
  });

  it('tells loopback addresses from reachable ones', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'shop.example.com', '::ffff:10.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('points PUBLIC_URL at this machine on PORT unless it is set', () => {
    expect(loadConfig({}).env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3201' }).env.PUBLIC_URL).toBe('http://localhost:3201');
    expect(loadConfig({ PORT: '3201', PUBLIC_URL: 'https://shop.example.com' }).env.PUBLIC_URL).toBe(
      'https://shop.example.com',
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).env.DATABASE_URL).toBeUndefined();
  });
});
