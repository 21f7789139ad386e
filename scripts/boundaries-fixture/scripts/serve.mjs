export { demo } from '../seed/src/index.ts';
