import { cisaK12Report, cisControls, ftcCoppaFaq } from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'IT Asset Management Template',
  subtitle: 'Hardware and software inventories, with lifecycle and disposal steps, for a small district',
  intro: [
    'A district cannot patch, protect or recover what it does not know it has. This template gives technology directors in small districts a simple way to record every device and every software or cloud service, who owns it, and what data it holds. Superintendents and business managers can use the same records for budgeting, insurance and audits.',
    'How to use this document: read the instructions, then fill in the hardware and software tables, or copy their columns into a spreadsheet or your device management system if you have more assets than fit on paper. Keep the columns the same so the records stay comparable from year to year. Follow the lifecycle and disposal steps whenever a device is bought, reassigned or retired, and use the review checklist to keep the inventory current.',
  ],
  sections: [
    {
      heading: 'Why Inventory Comes First',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The first two of the 18 CIS Critical Security Controls v8.1 are Inventory and Control of Enterprise Assets (Control 1) and Inventory and Control of Software Assets (Control 2). Both include safeguards in Implementation Group 1, the set CIS calls essential cyber hygiene. Nearly every other safeguard depends on them: you cannot confirm that devices are encrypted, patched and backed up without a list of the devices.',
        },
        {
          kind: 'paragraph',
          text: 'CISA’s January 2023 K-12 report names patch management and reducing exposure to common attacks, such as remote desktop open to the internet, among its six priority steps. Both start with knowing which systems you run and which are reachable from the internet. CISA also urges districts to move to secure cloud and managed services where they can, which makes the software and cloud services inventory as important as the hardware list.',
        },
      ],
    },
    {
      heading: 'Building the Inventory',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Export device lists from the tools you already have: device management consoles (for example for Chromebooks, Windows or iPads), the network DHCP server, wireless controller and endpoint protection console.',
              owner: 'Technology staff',
            },
            {
              text: 'Merge the lists into the hardware table, one row per device, and give every device a district asset tag.',
              owner: 'Technology staff',
            },
            {
              text: 'Walk each building for devices no console shows: network equipment, printers, cameras, door access and HVAC controllers, bell and intercom systems, and servers in closets.',
              owner: 'Technology staff with building custodians',
            },
            {
              text: 'Build the software and cloud services list from purchasing records, single sign-on and rostering connections, browser extension reports, and a short survey of teachers about free apps they use with students.',
              owner: 'Technology director with business office',
            },
            {
              text: 'For each service that holds student data, confirm whether a data privacy agreement is on file, and record the answer.',
              owner: 'District data privacy lead',
            },
            {
              text: 'Each week, find devices on the network that are not in the inventory and add them, remove them or isolate them (CIS Safeguard 1.2 sets a weekly cycle).',
              owner: 'Technology staff',
            },
          ],
        },
      ],
    },
    {
      heading: 'Hardware Inventory',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Asset tag: the district tag number on the device. Type: laptop, Chromebook, desktop, tablet, server, switch, wireless access point, printer, camera, controller or other.',
            'Location/school: building and room or cart. Assigned to: a person for staff devices, or a cart, classroom or lab for shared devices.',
            'Warranty end: helps plan replacements before devices stop receiving repairs or updates.',
            'OS/version: the operating system or firmware version, so you can find devices that no longer receive security updates.',
            'Encryption: yes, no or not applicable. Staff laptops and any device that stores student data should show yes.',
            'Status: use one of the status values listed in the lifecycle section.',
          ],
        },
        {
          kind: 'table',
          columns: [
            'Asset tag',
            'Type',
            'Model',
            'Serial',
            'Location/school',
            'Assigned to',
            'Purchase date',
            'Warranty end',
            'OS/version',
            'Encryption',
            'Status',
          ],
          rows: [],
          emptyRows: 15,
        },
      ],
    },
    {
      heading: 'Software and Cloud Services Inventory',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Owner: the district staff member responsible for the service, its settings and its renewal, not the vendor.',
            'Data it holds: for example rosters, grades, assessment results, health information, payroll or none.',
            'Student data: mark yes if the service collects or receives any information about students, including student accounts.',
            'DPA on file: yes, no or pending. The FTC suggests that services used with students be approved at the district level rather than by individual teachers, and that parents be told which services are in use.',
            'Renewal date: review access, data sharing and the DPA before each renewal, and cancel services no one uses.',
          ],
        },
        {
          kind: 'table',
          columns: ['Name', 'Vendor', 'Owner', 'Data it holds', 'Student data?', 'DPA on file?', 'Renewal date'],
          rows: [],
          emptyRows: 15,
        },
      ],
    },
    {
      heading: 'Asset Lifecycle',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Request and approve: confirm the purchase fits district standards, will receive security updates for its planned life, and, for software, has a data privacy agreement if it handles student data.',
              owner: 'Technology director and business office',
            },
            {
              text: 'Receive and tag: tag the device and add it to the inventory before it leaves the technology office.',
              owner: 'Technology staff',
            },
            {
              text: 'Configure and deploy: apply the standard setup, turn on encryption and endpoint protection, change default passwords, and record the assignment.',
              owner: 'Technology staff',
            },
            {
              text: 'Maintain: keep updates current, record repairs, and update location and assignment whenever they change.',
              owner: 'Technology staff',
            },
            {
              text: 'Reassign: wipe and reconfigure before giving a device to a different person, and update the inventory.',
              owner: 'Technology staff',
            },
            {
              text: 'Retire: mark the device Retired, awaiting wipe, store it securely, and follow the disposal steps below.',
              owner: 'Technology staff',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Status values: In use; Spare; In repair; Loaned (for example take-home devices); Lost or stolen; Retired, awaiting wipe; Disposed. Report lost or stolen devices the day they are discovered so accounts can be secured and the device can be locked or erased remotely where possible.',
        },
      ],
    },
    {
      heading: 'Disposal and Data Wiping',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Retired devices often still hold student records, saved passwords and network settings. Printers, copiers and network equipment can hold stored documents and configurations too. Wipe or destroy every storage device before it leaves district control, and keep a record that it was done.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Confirm the records on the device are no longer needed, or have been copied to district storage, under the state records retention schedule.',
              owner: 'Data owner',
            },
            {
              text: 'Remove the device from device management, single sign-on and any vendor account so it cannot be re-enrolled by someone else.',
              owner: 'Technology staff',
            },
            {
              text: 'Erase the storage using the manufacturer’s secure erase or factory reset for encrypted devices, or a recognized sanitization tool, and check that the erase completed.',
              owner: 'Technology staff',
            },
            {
              text: 'Physically destroy storage that cannot be erased or failed to erase, or send it to a certified recycler that provides a certificate of destruction listing serial numbers.',
              owner: 'Technology director',
            },
            {
              text: 'Record the disposal in the log below and set the inventory status to Disposed.',
              owner: 'Technology staff',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Can the device’s storage be reliably erased?',
          branches: [
            {
              answer: 'Yes, and the erase tool reports success',
              action:
                'Record the method and result, have a second person spot-check, then recycle, donate or sell the device under district surplus rules.',
            },
            {
              answer: 'No, or the erase failed',
              action:
                'Remove the drive and destroy it, or use a recycler that destroys storage and certifies it by serial number.',
            },
            {
              answer: 'The device is leased or returned to a vendor',
              action:
                'Erase it before return where possible, and require the vendor contract to guarantee sanitization with a written certificate.',
            },
          ],
        },
        {
          kind: 'table',
          columns: [
            'Asset tag',
            'Serial',
            'Wipe or destruction method',
            'Done by',
            'Date',
            'Verified by',
            'Recycler and certificate number',
          ],
          rows: [],
          emptyRows: 8,
        },
        {
          kind: 'note',
          text: 'Records retention and surplus property rules are set by state law and board policy. This template is not legal advice; confirm with your records officer or counsel before destroying records or disposing of district property.',
        },
      ],
    },
    {
      heading: 'Keeping the Inventory Current',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Weekly: reconcile devices seen on the network against the hardware inventory and deal with unknown ones',
            'Monthly: remove or block unapproved software found on district devices',
            'Each semester: confirm assignments and locations with each building, including carts and labs',
            'Each semester: review the software and cloud services list with principals and curriculum leaders',
            'Before budget season: list devices whose operating system or warranty ends in the next year',
            'Yearly: confirm every service with student data has a current data privacy agreement',
            'Yearly: report inventory totals, unsupported devices and open gaps to the superintendent',
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-23',
  sources: [cisControls, cisaK12Report, ftcCoppaFaq],
} satisfies ResourceDocument
