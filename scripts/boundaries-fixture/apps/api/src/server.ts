// Wrong: the API imports the seed workspace.
export { demo } from '../../../seed/src/index.ts';
