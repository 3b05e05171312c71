import { loadConfig } from '../config';
import { contentSecurityPolicyFor } from './content-security-policy';

const policyOf = (environment: Record<string, string>) =>
  Object.values(contentSecurityPolicyFor(loadConfig(environment).runtime))
    .flat()
    .join(' ');

describe('contentSecurityPolicyFor', () => {
  it('allows no other host while no provider is configured', () => {
    expect(policyOf({})).not.toMatch(/https:|wss:/);
  });

  it("allows Google's tag hosts only with an analytics id, a tag manager or Firebase", () => {
    for (const environment of [
      { ANALYTICS_ID: 'G-ABC1234' },
      { TAG_MANAGER_ID: 'GTM-ABC1234' },
      { FIREBASE_CONFIG: '{"apiKey":"key","appId":"1:2:web:3","projectId":"sakina"}' },
    ]) {
      const directives = contentSecurityPolicyFor(loadConfig(environment).runtime);
      expect(directives.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(directives.connectSrc).toContain('https://*.google-analytics.com');
      expect(Object.values(directives).flat().join(' ')).not.toContain('intercom');
    }
    expect(policyOf({ ANALYTICS_ID: 'G-ABC1234' })).not.toContain('firebase');
    expect(policyOf({ FIREBASE_CONFIG: '{"apiKey":"k","appId":"a","projectId":"p"}' })).toContain(
      'https://firebase.googleapis.com',
    );
  });

  it("allows the chat widget's hosts only with its app id, frames from its hosts and this origin", () => {
    const directives = contentSecurityPolicyFor(loadConfig({ CHAT_WIDGET_APP_ID: 'abc12345' }).runtime);
    expect(directives.scriptSrc).toEqual(["'self'", 'https://widget.intercom.io', 'https://js.intercomcdn.com']);
    expect(directives.frameSrc).toContain("'self'");
    expect(directives.frameSrc).toContain('https://intercom-sheets.com');
    expect(directives.connectSrc).toContain('wss://nexus-websocket-a.intercom.io');
    expect(Object.values(directives).flat().join(' ')).not.toContain('google');
  });
});
