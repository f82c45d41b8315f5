import { usacCipa } from '../sources.ts'
import type { ResourceDocument, Source } from '../types.ts'

const fccCipaGuide: Source = {
  title: "Children's Internet Protection Act (CIPA) consumer guide",
  publisher: 'Federal Communications Commission',
  url: 'https://www.fcc.gov/consumers/guides/childrens-internet-protection-act',
  date: '2026-11',
}

export default {
  title: 'Student Digital Citizenship Curriculum',
  subtitle:
    'Lesson outlines for grades K-2, 3-5, 6-8 and 9-12 that help carry out the education your CIPA internet safety policy must provide for',
  intro: [
    'This curriculum outline is for principals, library media specialists, technology coordinators and classroom teachers in districts that do not have a dedicated digital citizenship staff member. It gives each grade band four or five short lessons with objectives and classroom activities that need no special software. Lessons are designed to fit into 30 to 45 minutes during advisory, library, computer or homeroom time.',
    'How to use this document: choose the lessons for each grade band, assign a lead teacher, and schedule them in the planning table at the end. Adapt the activities to your students and to the apps your district has approved. Keep a simple record of which lessons were delivered, when and to which classes; it shows the board, auditors and E-Rate reviewers that your internet safety policy is being carried out.',
  ],
  sections: [
    {
      heading: 'Why This Curriculum Exists: The CIPA Requirement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A district must certify compliance with the Children\u2019s Internet Protection Act (CIPA) to receive E-Rate discounts on Category One internet access and on all Category Two services. CIPA requires a content filter and an internet safety policy. The policy must address access by minors to inappropriate material, the safety of minors using email, chat rooms and other direct electronic communication, hacking and other unlawful activity online, unauthorized disclosure of minors\u2019 personal information, and measures restricting access to harmful material. A school\u2019s policy must also include monitoring of minors\u2019 online activities, and the district must give public notice and hold at least one public hearing or meeting on the policy.',
        },
        {
          kind: 'paragraph',
          text: 'Since July 1, 2012, the internet safety policy must also provide for educating minors about appropriate online behavior, including interacting with others on social networking websites and in chat rooms, and cyberbullying awareness and response. The requirement falls on the district\u2019s policy, not on any one set of lessons: this curriculum helps carry out that part of the policy, and the policy itself must still provide for the education.',
        },
        {
          kind: 'checklist',
          items: [
            'The district\u2019s internet safety policy includes a provision for educating students about appropriate online behavior, social networking and cyberbullying.',
            'The policy was adopted after public notice and at least one public hearing or meeting, and the date is on file.',
            'Every grade band has lessons scheduled this school year, with a named lead for each.',
            'A record of lessons delivered (date, grade, class, teacher) is kept with the district\u2019s E-Rate and CIPA files.',
            'Counselors know the cyberbullying lesson dates and how students will be told to report concerns.',
          ],
        },
      ],
    },
    {
      heading: 'Grades K-2: Safe, Kind and Private',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Young students use devices mostly with adults nearby. The goals are simple habits: stop and tell a trusted adult, keep private information private, and be kind online as in person. Use pictures, stories and role-play rather than screens where possible.',
        },
        {
          kind: 'table',
          columns: ['Lesson', 'Objectives', 'Activities'],
          rows: [
            [
              '1. Stop, close, tell',
              'Students can name trusted adults at school and at home, and know to stop and tell one when something online is scary, confusing or unkind.',
              'Read a short story about a child who sees something upsetting on a tablet. Practice the three steps with picture cards, then role-play telling the teacher.',
            ],
            [
              '2. Private information',
              'Students can name information that stays private online: full name with address, phone number, school name, passwords and photos of themselves.',
              'Sort picture cards into "OK to share" and "Ask a grown-up first." Make a class poster of private information.',
            ],
            [
              '3. Kind words online',
              'Students understand that people on the other side of a screen have feelings, and can say what to do if someone is unkind.',
              'Compare pairs of kind and unkind messages read aloud. Write a class promise for how we talk to each other online.',
            ],
            [
              '4. Passwords are like toothbrushes',
              'Students know a password is private and is shared only with a parent or teacher.',
              'Discuss why we do not share toothbrushes. Practice logging in to a school account and logging out at the end of the session.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Grades 3-5: Smart Habits and Good Choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Students in these grades begin using school accounts independently, play online games and may use chat features. Lessons focus on account security, spotting tricks, understanding that posts last, and responding to cyberbullying.',
        },
        {
          kind: 'table',
          columns: ['Lesson', 'Objectives', 'Activities'],
          rows: [
            [
              '1. Strong passwords and logging out',
              'Students can explain why passwords matter, build a long passphrase, and log out of shared devices.',
              'Build sample passphrases from silly sentences (never real ones). Check a shared computer for signed-in accounts and practice logging out.',
            ],
            [
              '2. Is it real? Spotting tricks',
              'Students can recognize messages and pop-ups that ask for passwords, offer prizes or create a rush, and know to check with an adult.',
              'Sort printed examples into "real" and "trick," naming the clue in each. Discuss what to do instead of clicking.',
            ],
            [
              '3. Digital footprints',
              'Students understand that what they post or send can be copied, shared and last a long time.',
              'Walk a paper "footprint trail" where each step is a post; discuss who might see each one later.',
            ],
            [
              '4. Cyberbullying: recognize and respond',
              'Students can describe cyberbullying, name upstander actions, and know how to save, block and tell.',
              'Scenario cards in small groups: decide what the target and a bystander could do. Review how to report at school.',
            ],
            [
              '5. Games and chat safety',
              'Students know not to share personal information or meet people they know only online, and to tell an adult about uncomfortable requests.',
              'Role-play chat messages from an unknown player; practice responses and reporting features.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Grades 6-8: Social Networking, Privacy and Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Middle school students often join social networks and group chats, and their online conflicts can spill into school. Lessons address social networking directly, as CIPA requires, and give students skills to protect their accounts and handle conflict.',
        },
        {
          kind: 'table',
          columns: ['Lesson', 'Objectives', 'Activities'],
          rows: [
            [
              '1. Social networking and privacy settings',
              'Students can explain who can see what they post, adjust privacy settings, and check an app\u2019s age requirements and terms.',
              'Review a mock profile and identify what it reveals. Walk through privacy settings on a sample account and agree on safer defaults.',
            ],
            [
              '2. Group chats, conflict and cyberbullying',
              'Students can recognize when a group chat turns hurtful, respond as an upstander, and use school reporting channels.',
              'Analyze a fictional group chat in stages, stopping at each point to decide what participants could do. Review the district\u2019s reporting options with a counselor.',
            ],
            [
              '3. Phishing, scams and account security',
              'Students can spot phishing messages and explain how multi-factor authentication protects an account.',
              'Examine sample messages for warning signs. Demonstrate MFA on a school account and discuss why a code should never be shared.',
            ],
            [
              '4. Images and permission',
              'Students understand that sharing photos or screenshots of others without permission can cause harm and may break school rules or the law.',
              'Discuss scenarios about forwarding screenshots. Create class norms for asking before posting photos of others.',
            ],
            [
              '5. Hacking and responsible use',
              'Students understand that accessing others\u2019 accounts or systems without permission is wrong, can be illegal, and breaks the district\u2019s acceptable use policy.',
              'Discuss realistic scenarios, such as using a friend\u2019s password. Introduce ethical cybersecurity careers.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Grades 9-12: Reputation, Privacy and Security for Life',
      blocks: [
        {
          kind: 'paragraph',
          text: 'High school students manage their own accounts, devices and online identities and will soon be applying for jobs and college. Lessons build lasting habits and connect online behavior to real consequences.',
        },
        {
          kind: 'table',
          columns: ['Lesson', 'Objectives', 'Activities'],
          rows: [
            [
              '1. Digital reputation',
              'Students can assess their own public footprint and take steps to manage it.',
              'Students search for a fictional person and summarize the impression left; then list private steps they can take for their own accounts.',
            ],
            [
              '2. Privacy and data collection',
              'Students can explain what data apps collect, read key parts of a privacy policy, and change settings.',
              'Small groups analyze the privacy policy of a popular app and report what data it collects and shares.',
            ],
            [
              '3. Security habits: passwords, MFA and updates',
              'Students can use a password manager or long passphrases, turn on MFA, keep software updated, and recognize common scams, including job and payment scams.',
              'Review realistic sample scam messages. Optional: students turn on MFA for one personal account during class.',
            ],
            [
              '4. Harassment, threats and consequences',
              'Students understand how online harassment and threats affect others, how school policy applies, and when to involve adults or authorities.',
              'Case discussion using anonymized scenarios, led with a counselor or administrator.',
            ],
            [
              '5. Social networking as adults',
              'Students can present themselves professionally online and set boundaries in social networking and messaging.',
              'Draft a professional profile summary and review it with a partner against a checklist.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Teaching Notes',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Use only district-approved apps and accounts in lessons, and never ask students to create accounts on outside services.',
            'Do not ask students to share personal experiences of cyberbullying in front of the class. Tell students privately how to report, and coordinate with counselors before these lessons.',
            'Adapt materials for students with disabilities and for English learners, and send a short family summary home in the languages families use.',
            'Keep the messages consistent with staff training, so adults model the same habits they teach: reporting suspicious messages, using MFA and protecting student information.',
            'If a student discloses harm or a threat during a lesson, follow the district\u2019s reporting procedures immediately.',
          ],
        },
      ],
    },
    {
      heading: 'Planning Table for the School Year',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The suggested months spread lessons across the year and place account and password lessons early, when students receive new accounts. Change them to fit your calendar, and record the date each lesson was delivered.',
        },
        {
          kind: 'table',
          columns: ['Grade band', 'Lesson', 'Suggested month', 'Lead teacher', 'Classes', 'Date delivered'],
          rows: [
            ['K-2', '1. Stop, close, tell', 'September', '', '', ''],
            ['K-2', '4. Passwords are like toothbrushes', 'October', '', '', ''],
            ['K-2', '2. Private information', 'January', '', '', ''],
            ['K-2', '3. Kind words online', 'March', '', '', ''],
            ['3-5', '1. Strong passwords and logging out', 'September', '', '', ''],
            ['3-5', '4. Cyberbullying: recognize and respond', 'October', '', '', ''],
            ['3-5', '2. Is it real? Spotting tricks', 'December', '', '', ''],
            ['3-5', '3. Digital footprints', 'February', '', '', ''],
            ['3-5', '5. Games and chat safety', 'April', '', '', ''],
            ['6-8', '3. Phishing, scams and account security', 'September', '', '', ''],
            ['6-8', '2. Group chats, conflict and cyberbullying', 'October', '', '', ''],
            ['6-8', '1. Social networking and privacy settings', 'December', '', '', ''],
            ['6-8', '4. Images and permission', 'February', '', '', ''],
            ['6-8', '5. Hacking and responsible use', 'April', '', '', ''],
            ['9-12', '3. Security habits: passwords, MFA and updates', 'September', '', '', ''],
            ['9-12', '4. Harassment, threats and consequences', 'October', '', '', ''],
            ['9-12', '2. Privacy and data collection', 'January', '', '', ''],
            ['9-12', '1. Digital reputation', 'February', '', '', ''],
            ['9-12', '5. Social networking as adults', 'April', '', '', ''],
          ],
          emptyRows: 2,
        },
      ],
    },
  ],
  reviewedAt: '2026-11-23',
  sources: [usacCipa, fccCipaGuide],
} satisfies ResourceDocument
