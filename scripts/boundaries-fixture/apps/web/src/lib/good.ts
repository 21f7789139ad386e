export { button } from '../components/ui/button.ts';
