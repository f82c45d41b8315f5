import type { Source } from './types.ts'

/**
 * Sources cited by more than one document or post, in one place so a moved page is fixed once.
 * Dates are as published; a text kept current online carries the month it was last read.
 */

const READ = '2026-11'

// Laws and regulations

export const ferpaStatute: Source = {
  title: 'Family Educational Rights and Privacy Act, 20 U.S.C. 1232g',
  publisher: 'U.S. Code, via Cornell Legal Information Institute',
  url: 'https://www.law.cornell.edu/uscode/text/20/1232g',
  date: READ,
}

export const ferpaRegulations: Source = {
  title: '34 CFR Part 99, Family Educational Rights and Privacy',
  publisher: 'Electronic Code of Federal Regulations',
  url: 'https://www.ecfr.gov/current/title-34/subtitle-A/part-99',
  date: READ,
}

export const ferpa2008FinalRule: Source = {
  title:
    'Family Educational Rights and Privacy; Final Rule, 73 FR 74806 (safeguarding recommendations in the preamble, 73 FR 74843)',
  publisher: 'U.S. Department of Education, Federal Register',
  url: 'https://www.govinfo.gov/content/pkg/FR-2008-12-09/pdf/E8-28864.pdf',
  date: '2008-12-09',
}

export const ppraStatute: Source = {
  title: 'Protection of Pupil Rights Amendment, 20 U.S.C. 1232h',
  publisher: 'U.S. Code, via Cornell Legal Information Institute',
  url: 'https://www.law.cornell.edu/uscode/text/20/1232h',
  date: READ,
}

export const coppaRule: Source = {
  title: "16 CFR Part 312, Children's Online Privacy Protection Rule, as amended in 2025",
  publisher: 'Electronic Code of Federal Regulations',
  url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-C/part-312',
  date: READ,
}

export const ftcCoppaFaq: Source = {
  title: 'Complying with COPPA: Frequently Asked Questions (section on COPPA and schools)',
  publisher: 'Federal Trade Commission',
  url: 'https://www.ftc.gov/business-guidance/resources/complying-coppa-frequently-asked-questions',
  date: READ,
}

export const usacCipa: Source = {
  title: "Children's Internet Protection Act (CIPA)",
  publisher: 'Universal Service Administrative Company (USAC), E-Rate program',
  url: 'https://www.usac.org/e-rate/applicant-process/starting-services/cipa/',
  date: READ,
}

export const stateBreachLaws2018: Source = {
  title: 'A Complete Quilt: South Dakota and Alabama Are Final Two States to Enact Data Breach Laws',
  publisher: 'Reed Smith, Technology Law Dispatch',
  url: 'https://www.technologylawdispatch.com/2018/04/privacy-data-protection/a-complete-quilt-south-dakota-and-alabama-are-final-two-states-to-enact-data-breach-laws/',
  date: '2018-04',
}

// U.S. Department of Education

export const sppoFaq: Source = {
  title: 'Frequently Asked Questions (FERPA and PPRA)',
  publisher: 'U.S. Department of Education, Student Privacy Policy Office',
  url: 'https://studentprivacy.ed.gov/frequently-asked-questions',
  date: READ,
}

export const sppoComplaint: Source = {
  title: 'File a Complaint',
  publisher: 'U.S. Department of Education, Student Privacy Policy Office',
  url: 'https://studentprivacy.ed.gov/file-a-complaint',
  date: READ,
}

export const ptacBreachChecklist: Source = {
  title: 'Data Breach Response Checklist',
  publisher: 'U.S. Department of Education, Privacy Technical Assistance Center',
  url: 'https://studentprivacy.ed.gov/resources/data-breach-response-checklist',
  date: '2012-09',
}

// CISA

export const cisaK12Report: Source = {
  title: 'Protecting Our Future: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats',
  publisher: 'Cybersecurity and Infrastructure Security Agency (CISA)',
  url: 'https://www.cisa.gov/protecting-our-future-partnering-safeguard-k-12-organizations-cybersecurity-threats',
  date: '2023-01-24',
}

export const cisaK12Toolkit: Source = {
  title: 'Online Toolkit: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/partnering-safeguard-k-12-organizations-cybersecurity-threats-online-toolkit',
  date: '2023-01-24',
}

export const cisaCpg: Source = {
  title: 'Cross-Sector Cybersecurity Performance Goals (CPG 2.0)',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/cross-sector-cybersecurity-performance-goals',
  date: '2025-12',
}

export const cisaPhishingResistantMfa: Source = {
  title: 'Implementing Phishing-Resistant MFA (fact sheet)',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/sites/default/files/publications/fact-sheet-implementing-phishing-resistant-mfa-508c.pdf',
  date: '2022-10',
}

/**
 * The 2023 update. The 2020 original was published by CISA and the MS-ISAC; the FBI and the NSA
 * joined them for this update.
 */
export const stopRansomwareGuide: Source = {
  title: '#StopRansomware Guide',
  publisher: 'CISA, FBI, NSA and MS-ISAC',
  url: 'https://www.cisa.gov/stopransomware/ransomware-guide',
  date: '2023-05',
}

export const cisaSlcgp: Source = {
  title: 'State and Local Cybersecurity Grant Program',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/cybergrants/slcgp',
  date: READ,
}

export const slcgpExtension: Source = {
  title: 'Government funding deal reups cyber grant program',
  publisher: 'Route Fifty',
  url: 'https://www.route-fifty.com/cybersecurity/2025/11/government-funding-deal-reups-cyber-grant-program/409489/',
  date: '2025-11',
}

/**
 * The funding act, signed February 3, 2026, that extended the program's authority to September 30,
 * 2026, without new money (slcgpStatusSentence in content/shared-statements.ts).
 */
export const slcgpReauthorization2026: Source = {
  title: 'H.R. 7148, 119th Congress (enacted February 3, 2026)',
  publisher: 'Congress.gov',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/7148',
  date: '2026-02-03',
}

export const slcgpReauthorizedGovTech: Source = {
  title: "A reauthorized SLCGP still doesn't escape DHS shutdown",
  publisher: 'Government Technology',
  url: 'https://www.govtech.com/security/a-reauthorized-slcgp-still-doesnt-escape-dhs-shutdown',
  date: '2026-02',
}

/**
 * The PILLAR Act, the longer reauthorization the House Homeland Security Committee reported. It
 * would extend the program's authority (subject to appropriations) and
 * carries no money; see pillarActSentence in content/shared-statements.ts.
 */
export const pillarActReport: Source = {
  title:
    'Protecting Information by Local Leaders for Agency Resilience Act (PILLAR Act), H.R. 5078, House Report 119-377',
  publisher: 'U.S. House of Representatives, Committee on Homeland Security, via GovInfo',
  url: 'https://www.govinfo.gov/app/details/CRPT-119hrpt377',
  date: '2025-11-12',
}

/** The bill's page: the House passed it on November 17, 2025. */
export const pillarAct: Source = {
  title: 'H.R. 5078, PILLAR Act',
  publisher: 'Congress.gov',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/5078',
  date: READ,
}

/** The Senate's reauthorization bill (State and Local Cybersecurity Grant Program Reauthorization Act). */
export const slcgpSenateBill: Source = {
  title: 'S. 3251, 119th Congress',
  publisher: 'Congress.gov',
  url: 'https://www.congress.gov/bill/119th-congress/senate-bill/3251',
  date: READ,
}

/**
 * CISA's CIRCIA page, last read in the month below, when no final rule had been issued. In March 2026
 * CISA said that postponing the town halls it had announced in the Federal Register on February 13,
 * 2026 "will likely result in a delay to the issuance of the final rule".
 */
export const cisaCircia: Source = {
  title: 'Cyber Incident Reporting for Critical Infrastructure Act of 2022 (CIRCIA)',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/topics/cyber-threats-and-advisories/information-sharing/cyber-incident-reporting-critical-infrastructure-act-2022-circia',
  date: READ,
}

/** The rule's entry in the federal regulatory agenda, which set May 2026 for the final rule. */
export const circiaRegulatoryAgenda: Source = {
  title:
    'Cyber Incident Reporting for Critical Infrastructure Act (CIRCIA) Reporting Requirements, RIN 1670-AA04, Spring 2025 Unified Agenda (final rule stage)',
  publisher: 'Office of Information and Regulatory Affairs, via Reginfo.gov',
  url: 'https://www.reginfo.gov/public/do/eAgendaViewRule?pubId=202504&RIN=1670-AA04',
  date: '2025-09',
}

/**
 * 89 FR 23644. Proposed 6 CFR 226.2(b) covers local and regional education agencies and state
 * education agencies with 1,000 or more students; the 50,000 figure in the same section is the
 * threshold for local governments, by jurisdiction population.
 */
export const circiaProposedRule: Source = {
  title:
    'Cyber Incident Reporting for Critical Infrastructure Act (CIRCIA) Reporting Requirements, proposed rule, 89 FR 23644',
  publisher: 'CISA, Federal Register',
  url: 'https://www.federalregister.gov/documents/2024/04/04/2024-06526/cyber-incident-reporting-for-critical-infrastructure-act-circia-reporting-requirements',
  date: '2024-04-04',
}

// NIST and CIS

export const nistCsf2: Source = {
  title: 'The NIST Cybersecurity Framework (CSF) 2.0, NIST CSWP 29',
  publisher: 'National Institute of Standards and Technology (NIST)',
  url: 'https://nvlpubs.nist.gov/nistpubs/CSWP/NIST.CSWP.29.pdf',
  date: '2024-02-26',
}

export const nistSp80061r3: Source = {
  title:
    'Incident Response Recommendations and Considerations for Cybersecurity Risk Management: A CSF 2.0 Community Profile, NIST SP 800-61 Rev. 3',
  publisher: 'NIST',
  url: 'https://csrc.nist.gov/pubs/sp/800/61/r3/final',
  date: '2025-04',
}

export const nistSp80063b4: Source = {
  title: 'Digital Identity Guidelines: Authentication and Authenticator Management, NIST SP 800-63B-4',
  publisher: 'NIST',
  url: 'https://csrc.nist.gov/pubs/sp/800/63/b/4/final',
  date: '2025-07',
}

export const nistSp800634: Source = {
  title: 'Digital Identity Guidelines, NIST SP 800-63-4',
  publisher: 'NIST',
  url: 'https://csrc.nist.gov/pubs/sp/800/63/4/final',
  date: '2025-07',
}

export const cisControls: Source = {
  title: 'CIS Critical Security Controls, Version 8.1',
  publisher: 'Center for Internet Security (CIS)',
  url: 'https://www.cisecurity.org/controls/v8-1',
  date: '2024-06-25',
}

export const msIsacFaq: Source = {
  title: 'MS-ISAC Membership FAQ',
  publisher: 'Center for Internet Security',
  url: 'https://www.cisecurity.org/ms-isac/ms-isac-membership-faq',
  date: '2025',
}

export const msIsacRouteFifty: Source = {
  title: "'It's not over': Cyber info-sharing center begins next chapters after losing federal funding",
  publisher: 'Route Fifty',
  url: 'https://www.route-fifty.com/cybersecurity/2026/02/its-not-over-cyber-info-sharing-center-begins-next-chapters-after-losing-federal-funding/411633/',
  date: '2026-02',
}

// FBI Internet Crime Complaint Center
//
// IC3 moved its public service announcements from ic3.gov/media/YYYY/YYMMDD.aspx to
// ic3.gov/PSA/YYYY/PSAYYMMDD; each announcement below is cited at its own page under that scheme,
// the one the 2024 announcement's page uses.

export const ic3PayrollDiversionPsa: Source = {
  title:
    'Cybercriminals Utilize Social Engineering Techniques to Obtain Employee Credentials to Conduct Payroll Diversion, I-091818-PSA',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  url: 'https://www.ic3.gov/PSA/2018/PSA180918',
  date: '2018-09-18',
}

export const ic3Bec2019Psa: Source = {
  title: 'Business Email Compromise: The $26 Billion Scam, I-091019-PSA',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  url: 'https://www.ic3.gov/PSA/2019/PSA190910',
  date: '2019-09-10',
}

export const ic3RansomwarePsa: Source = {
  title: 'High-Impact Ransomware Attacks Threaten U.S. Businesses and Organizations',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  url: 'https://www.ic3.gov/PSA/2019/PSA191002',
  date: '2019-10-02',
}

export const ic3Bec2024Psa: Source = {
  title: 'Business Email Compromise: The $55 Billion Scam, I-091124-PSA',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  url: 'https://www.ic3.gov/PSA/2024/PSA240911',
  date: '2024-09-11',
}

/**
 * The 2025 report, released in April 2026: $20.877 billion in reported losses (up 26% from $16.6
 * billion in 2024), 1,008,597 complaints, business email compromise about $3.05 billion,
 * phishing/spoofing the most reported type (191,561 complaints). The site quotes BEC dollars, not a
 * BEC complaint count.
 */
export const ic3Report2025: Source = {
  title: '2025 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  url: 'https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf',
  date: '2026-04',
}

/** News coverage that confirmed the 2025 report's figures on the day after its release. */
export const ic3Report2025Coverage: Source = {
  title: 'Cybercrime losses jumped 26% to $20.9 billion in 2025',
  publisher: 'CyberScoop',
  url: 'https://cyberscoop.com/',
  date: '2026-04-07',
}

// K-12 sector

/**
 * K12 SIX's own release of its 2022 Year in Review (2021 data): 55% of publicly disclosed K-12 data
 * breaches from 2016 to 2021 happened at vendors. Cite K12 SIX for that figure, not CISA's 2023
 * report, whose text was not found to cite it (fact-check of 2026-11-29).
 */
export const k12six2022Report: Source = {
  title: "K12 SIX Releases 2022 Edition of 'State of K-12 Cybersecurity: Year in Review' Report (2021 data)",
  publisher: 'K12 Security Information eXchange (K12 SIX), via Business Wire',
  url: 'https://www.businesswire.com/news/home/20220310005153/en/',
  date: '2022-03-10',
}

/**
 * CIS's announcement of its 2025 K-12 report, drawn from the K-12 organizations reporting to the
 * MS-ISAC from July 2023 to December 2024: 82% affected by cyber threats, about 9,300 confirmed
 * incidents.
 */
export const cisK12Report2025: Source = {
  title: 'Center for Internet Security Releases K-12 Cybersecurity Report (2025 report)',
  publisher: 'Center for Internet Security (CIS), via EIN Presswire',
  url: 'https://www.einpresswire.com/article/791647852/center-for-internet-security-releases-k-12-cybersecurity-report',
  date: '2025-03-06',
}

export const k12sixStatistics2026: Source = {
  title: 'K-12 Cybersecurity Insider, February 9, 2026 edition: Lies, Damned Lies, and K-12 Cybersecurity Statistics',
  publisher: 'K12 Security Information eXchange (K12 SIX)',
  url: 'https://www.k12six.org/k12-cybersecurity-insider/2026-2-9',
  date: '2026-02-09',
}

/**
 * The 2023-2024 edition (released October 31, 2023, in three parts), the latest edition that could
 * be verified; cited at the series page, where K12 SIX publishes it. The protections this site
 * quotes (the five groups, segmenting networks and limiting exposed services) are from this edition.
 */
export const k12sixEssentials: Source = {
  title: 'K12 SIX Essential Cybersecurity Protections, 2023-2024 edition (series page)',
  publisher: 'K12 Security Information eXchange (K12 SIX)',
  url: 'https://www.k12six.org/essentials-series',
  date: '2023-10-31',
}

export const powerSchoolIncident: Source = {
  title: 'SIS Incident (notice and updates on the December 2024 PowerSchool SIS breach)',
  publisher: 'PowerSchool',
  url: 'https://www.powerschool.com/security/sis-incident',
  date: '2025-01',
}

export const ndpa: Source = {
  title: 'National Data Privacy Agreement',
  publisher: 'Student Data Privacy Consortium, Access 4 Learning Community',
  url: 'https://privacy.a4l.org/',
  date: '2020',
}

/** The SDPC's announcement: on November 11, 2020 seven state alliances (CA, IL, NH, RI, MA, MO, UT) recommended the NDPA. */
export const ndpaStateAlliances: Source = {
  title: 'The National Data Privacy Agreement Now in Use by State Alliances',
  publisher: 'Student Data Privacy Consortium, Access 4 Learning Community',
  url: 'https://privacy.a4l.org/blog/2020/11/11/the-national-data-privacy-agreement-now-in-use-by-state-alliances/',
  date: '2020-11-11',
}

export const trustedAppsRubric: Source = {
  title: 'TrustEd Apps Data Privacy Rubric',
  publisher: '1EdTech',
  url: 'https://www.1edtech.org/trustedapps/rubric',
  date: READ,
}

export const commonSensePrivacy: Source = {
  title: 'Common Sense Privacy Program: Ed Tech',
  publisher: 'Common Sense Media',
  url: 'https://privacy.commonsense.org/resource/ed-tech',
  date: READ,
}

// FCC and E-Rate

export const fccPilotPage: Source = {
  title: 'Schools and Libraries Cybersecurity Pilot Program',
  publisher: 'Federal Communications Commission (FCC)',
  url: 'https://www.fcc.gov/cybersecurity-pilot-program',
  date: READ,
}

export const fccPilotSelection: Source = {
  title: 'Wireline Competition Bureau Announces Selection of Cybersecurity Pilot Program Participants, DA 25-53',
  publisher: 'FCC',
  url: 'https://docs.fcc.gov/public/attachments/DA-25-53A1.pdf',
  date: '2025-01-16',
}

export const usacPilot: Source = {
  title: 'Cybersecurity Pilot Program',
  publisher: 'Universal Service Administrative Company (USAC)',
  url: 'https://www.usac.org/e-rate/cybersecurity-pilot-program/',
  date: READ,
}

/** USAC's page on when pilot funding starts and ends: three years from each request's first commitment. */
export const usacPilotStartingServices: Source = {
  title: 'Cybersecurity Pilot Program: Starting Services',
  publisher: 'USAC',
  url: 'https://www.usac.org/e-rate/cybersecurity-pilot-program/applicant-process/starting-services/',
  date: READ,
}

/**
 * A consultant's update, cited only for the date of the first commitments (December 17, 2025). Its
 * dollar total differs from another trade source's and is not used; USAC and the FCC publish no total.
 */
export const pilotFirstCommitments: Source = {
  title: 'December 2025 Cybersecurity Pilot Program Update (first funding commitments, December 17, 2025)',
  publisher: 'Kellogg & Sovereign Consulting',
  url: 'https://kelloggllc.com/december-2025-cybersecurity-pilot-program-update',
  date: '2025-12',
}

/** A weekly E-Rate newsletter, cited only for the count of participants left when the window closed. */
export const pilotParticipants2025: Source = {
  title: 'News of the Week, November 17, 2025 (Cybersecurity Pilot: 690 participants)',
  publisher: 'E-Rate Central',
  url: 'https://e-ratecentral.com/Resources/Newsletters/News-of-the-Week/ArticleID/8472/November-17-2025',
  date: '2025-11-17',
}

/** The Bureau's order adopting the funding year 2026 eligible services list, which kept advanced firewalls out. */
export const eRateFy2026Firewalls: Source = {
  title: 'Modernizing the E-Rate Program, Order adopting the funding year 2026 Eligible Services List, DA 25-1069',
  publisher: 'FCC',
  url: 'https://docs.fcc.gov/public/attachments/DA-25-1069A1.pdf',
  date: '2025-12',
}

/**
 * The docket's page in the FCC's comment filing system, where the June 2026 notice of proposed
 * rulemaking and every comment live. The docket number and title are the FCC's own, as cited in
 * DA 26-647 (below); the item's own FCC number is not cited because it was found only in trade press.
 */
export const fccErateReview2026: Source = {
  title: "Ensuring Children's Safe Use of Screens and E-Rate Funded Services, WC Docket No. 26-133 (docket)",
  publisher: 'FCC',
  url: 'https://www.fcc.gov/ecfs/search/docket-detail/26-133',
  date: '2026-06',
}

/** The competitive bidding portal order, as published in the Federal Register (effective June 18, 2026). */
export const fccBiddingPortalOrder: Source = {
  title:
    'Promoting Fair and Open Competitive Bidding in the E-Rate Program, FCC 26-30 (final rule, FR Doc. 2026-10011)',
  publisher: 'FCC, Federal Register',
  url: 'https://www.federalregister.gov/d/2026-10011',
  date: '2026-05',
}

export const fccFy2027EslNotice: Source = {
  title:
    'Wireline Competition Bureau Seeks Comment on Proposed Eligible Services List for the E-Rate Program (funding year 2027), DA 26-647',
  publisher: 'FCC',
  url: 'https://docs.fcc.gov/public/attachments/DA-26-647A1.txt',
  date: '2026-06-30',
}
