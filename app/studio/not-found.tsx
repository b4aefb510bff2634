export { default, metadata } from '../(site)/not-found';
