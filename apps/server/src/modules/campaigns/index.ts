// The campaigns module's public entry: notification campaigns and the scheduler that sends them.
export { createCampaignsService, type CampaignsService } from './service';
export { campaignRoutes } from './routes';
export { sendDueCampaigns, startCampaignScheduler } from './scheduler';
