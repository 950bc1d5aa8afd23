import {config} from '../../config';

export type LegalSectionId = 'termUse' | 'privacy' | 'about';

export interface LegalBlock {
  heading: string;
  paragraphs: string[];
}

export interface LegalSection {
  id: LegalSectionId;
  title: string;
  intro: string;
  blocks: LegalBlock[];
}

const app = config.appName;
const owner = config.companyName;

/** The static wording of the legal page (document 000 section 2). */
export const LEGAL_SECTIONS: LegalSection[] = [
  {
    id: 'termUse',
    title: 'Terms of use',
    intro: `These terms govern your use of the ${app} portal and its services, operated by ${owner}. By creating an account or using the portal you agree to them.`,
    blocks: [
      {
        heading: 'Licence',
        paragraphs: [
          `${owner} grants you a non-exclusive, non-transferable, revocable licence to use the portal for the purpose of registering, uploading and verifying battery serial numbers and managing product warranties in the course of your business.`,
          'You must not copy, modify, resell, frame or reverse engineer the portal, or use it to build a competing service. All intellectual property in the portal remains with its owners.',
        ],
      },
      {
        heading: 'Your obligations',
        paragraphs: [
          'You must give accurate, current and complete information when you register and keep it up to date. Serial numbers and product data you upload must be genuine and relate to products you manufacture or are authorised to supply.',
          'You are responsible for all activity under your account, including the actions of the staff members you add, and must comply with all laws that apply to you, including the Australian Consumer Law.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Keep your password confidential and do not share accounts. Tell us immediately at ' +
            config.supportEmail +
            ' if you suspect unauthorised access.',
          'We protect the portal with reasonable technical and organisational measures, but no system is completely secure. We may suspend an account to protect the portal or its users.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Verification results reflect the data supplied to the portal by manufacturers, suppliers and installers. To the extent permitted by law, the portal is provided "as is" and we exclude all implied warranties.',
          `To the extent permitted by law, ${owner} is not liable for any indirect or consequential loss, and our total liability is limited to resupplying the service. Nothing in these terms excludes rights you have under the Australian Consumer Law that cannot be excluded.`,
        ],
      },
      {
        heading: 'Notices',
        paragraphs: [
          'We may send notices to the email address of your account; they are taken to be received when sent. You may send notices to us at ' +
            config.supportEmail +
            ' or to our address: ' +
            config.companyAddress +
            '.',
          'We may change these terms by publishing a new version on this page. Continuing to use the portal after a change means you accept it.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of New South Wales, Australia. You submit to the non-exclusive jurisdiction of the courts of New South Wales and the courts that may hear appeals from them.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    intro: `${owner} handles personal information in accordance with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
    blocks: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details (name, username, email, mobile, company details, ABN and business address), records of serial uploads and verification requests, and technical information such as IP addresses and log-in times.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To operate your account, verify battery serials, manage warranties, keep the portal secure, meet the requirements of the small-scale renewable energy scheme and communicate with you about the service.',
        ],
      },
      {
        heading: 'Disclosure and storage',
        paragraphs: [
          'Verification outcomes are shared with the manufacturers, suppliers and installers concerned, and with the scheme regulator where required. We do not sell personal information. Data is stored in Australia on secured systems.',
        ],
      },
      {
        heading: 'Access and correction',
        paragraphs: [
          `You can update most details in your account. To access or correct other information, or to make a complaint, contact us at ${config.supportEmail}.`,
        ],
      },
    ],
  },
  {
    id: 'about',
    title: 'About',
    intro: `${app} is a battery serial verification portal for the Australian solar supply chain.`,
    blocks: [
      {
        heading: 'What we do',
        paragraphs: [
          'Manufacturers and their suppliers register the serial numbers of the batteries they bring to the Australian market. When a battery is installed, the installer checks its serial against that register, so counterfeit or unregistered products are caught before they reach a home or business.',
          'Participation is voluntary. The program supports the small-scale renewable energy scheme and helps manufacturers stand behind their warranties.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`${owner}, ${config.companyAddress}. Email: ${config.supportEmail}.`],
      },
    ],
  },
];

/** The section a location hash names (`#privacy`, `#TermUse`), if any. */
export function sectionFromHash(hash: string): LegalSectionId | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return LEGAL_SECTIONS.find(s => s.id.toLowerCase() === id.toLowerCase())?.id;
}
