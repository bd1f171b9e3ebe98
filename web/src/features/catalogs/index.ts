export { IconImage } from './fields/IconPicker.tsx';
