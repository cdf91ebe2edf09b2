import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@app/shared/build';

export default createRspackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'auth',
  kind: 'remote',
  exposes: {
    './SignUpPage': './src/exposes/sign-up-page.tsx',
    './LoginPage': './src/exposes/login-page.tsx',
    './OtpVerificationPage': './src/exposes/otp-verification-page.tsx',
    './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
    './PasswordResetPage': './src/exposes/password-reset-page.tsx',
    './UserPreferencesPage': './src/exposes/user-preferences-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    './SettingsPage': './src/exposes/settings-page.tsx',
  },
});
