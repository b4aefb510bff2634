// Navigating back to the bare /events (its prerendered first page) closes the modal.
export { default } from '../page';
