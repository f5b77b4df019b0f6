// The support module's public entry: staff find a member and correct, block or sign them out.
export { createSupportService, type SupportService } from './service';
export { supportRoutes } from './routes';
