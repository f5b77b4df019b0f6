// The organismos module's public entry.
export { createOrganismosService, type OrganismosService } from './service';
export { organismoRoutes } from './routes';
export { listCftCaps } from './repository';
