// The settings module's public entry: what staff set in the console and the member app reads at run time.
export { createSettingsService, type SettingsService } from './service';
export { settingsRoutes } from './routes';
