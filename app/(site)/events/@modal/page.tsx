// Navigating back to the list (any page or filter) closes the modal, as on any other path.
export { default } from './default';
