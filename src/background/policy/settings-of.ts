import type { PolicySettings } from '../../agent/policy';
import type { Settings } from '../../shared/settings';

/** What the policy reads of the settings. */
export function policySettingsOf(settings: Settings): PolicySettings {
  return {
    mode: settings.mode,
    sitePermissions: settings.sitePermissions,
    blockedSites: settings.blockedSites,
    // Names and origins only: policy never needs a secret's value.
    secrets: settings.secrets.map(({ name, origins }) => ({ name, origins })),
  };
}
