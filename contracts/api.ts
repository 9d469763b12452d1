import { accountEndpoints, geoEndpoints, profileEndpoints } from './profiles';
import { authEndpoints } from './auth';
import { devEndpoints, healthEndpoints } from './dev';
import { discoveryEndpoints } from './discovery';
import type { EndpointSpec } from './endpoint';
import { guardianEndpoints } from './guardian';
import { memberReportEndpoints } from './member-reports';
import { messagingEndpoints } from './messaging';
import { photoEndpoints } from './photos';
import { safetyEndpoints } from './safety';
import { moderationEndpoints, staffUserEndpoints, verificationEndpoints } from './staff-endpoints';
import { storyEndpoints } from './stories';
import { tapEndpoints } from './taps';

/** Every declared endpoint, grouped by resource (the OpenAPI document's tags). */
export const apiEndpoints: Record<string, Record<string, EndpointSpec>> = {
  health: healthEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  profiles: profileEndpoints,
  geo: geoEndpoints,
  photos: photoEndpoints,
  discovery: discoveryEndpoints,
  taps: tapEndpoints,
  stories: storyEndpoints,
  messaging: messagingEndpoints,
  safety: safetyEndpoints,
  'member-reports': memberReportEndpoints,
  verification: verificationEndpoints,
  moderation: moderationEndpoints,
  'staff-users': staffUserEndpoints,
  guardian: guardianEndpoints,
  dev: devEndpoints,
};
