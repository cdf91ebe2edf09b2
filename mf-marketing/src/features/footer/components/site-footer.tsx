import { Link } from '@app/shared/router';
import type { ConfigData } from '@app/shared/api-contract/platform';
import { Logo } from '@app/shared/ui';
import {
  ACKNOWLEDGEMENT_OF_COUNTRY,
  COMPANY_NAME,
  FOOTER_NAV_LINKS,
  HEALTH_DISCLAIMER,
  SOCIAL_LINKS,
  legalLinks,
} from '../model/footer-copy.ts';
import { SocialIcon } from './social-icon.tsx';
import './footer.css';

export function SiteFooter({ config }: { config: ConfigData | undefined }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <ul className="site-footer__social" aria-label="Follow us">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  className="site-footer__social-link"
                  href={link.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={`Kindred on ${link.label}`}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          <ul>
            {FOOTER_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <ul aria-label="Legal">
            {legalLinks(config).map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__notes">
          <p className="site-footer__disclaimer">
            <strong>Health disclaimer.</strong> {HEALTH_DISCLAIMER}
          </p>
          <p className="site-footer__acknowledgement">{ACKNOWLEDGEMENT_OF_COUNTRY}</p>
          <p className="site-footer__legal">
            © {new Date().getFullYear()} {COMPANY_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
