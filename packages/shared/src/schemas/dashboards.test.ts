import { describe, expect, it } from 'vitest';
import { adminDashboardQuery, dashboardBuckets, dashboardWindow } from './dashboards.ts';

describe('dashboard windows (ADR 0060)', () => {
  const today = new Date('2026-03-05T23:30:00Z');

  it('covers whole UTC days ending today, by day or by month', () => {
    expect(dashboardWindow('7d', today)).toEqual({ from: '2026-02-27', to: '2026-03-05', bucket: 'day' });
    expect(dashboardWindow('30d', today).from).toBe('2026-02-04');
    expect(dashboardWindow('90d', today).from).toBe('2025-12-06');
    expect(dashboardWindow('12m', today)).toEqual({ from: '2025-04-01', to: '2026-03-05', bucket: 'month' });
  });

  it('lists every bucket, the empty ones too', () => {
    const week = dashboardWindow('7d', today);
    expect(dashboardBuckets(week.from, week.to, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    const year = dashboardWindow('12m', today);
    const months = dashboardBuckets(year.from, year.to, 'month');
    expect(months).toHaveLength(12);
    expect([months[0], months.at(-1)]).toEqual(['2025-04-01', '2026-03-01']);
  });

  it('takes the four periods only, 30 days by default', () => {
    expect(adminDashboardQuery.parse({})).toEqual({ period: '30d' });
    expect(adminDashboardQuery.safeParse({ period: '1y' }).success).toBe(false);
  });
});
