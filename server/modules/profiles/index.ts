/** Profiles, vibes, discovery settings, NSFW preferences and blocks. Other modules import only this file. */
export { createProfilesService, type ProfilesService } from './profiles.service';
export { registerProfileRoutes } from './profiles.routes';
export { isOnline, ONLINE_WINDOW_MS } from './profiles.policy';
export { presentPublicProfile } from './profiles.presenter';
