import type { ResourceDocument } from '../types.ts'
import boardPresentationTemplates from './board-presentation-templates.ts'
import cybersecurityBudgetTemplate from './cybersecurity-budget-template.ts'
import cybersecurityPolicyTemplates from './cybersecurity-policy-templates.ts'
import dataBreachNotificationChecklist from './data-breach-notification-checklist.ts'
import edtechSecurityEvaluationGuide from './edtech-security-evaluation-guide.ts'
import ferpaComplianceChecklist from './ferpa-compliance-checklist.ts'
import incidentResponsePlaybook from './incident-response-playbook.ts'
import itAssetManagementTemplate from './it-asset-management-template.ts'
import passwordPolicyTemplate from './password-policy-template.ts'
import ransomwarePreventionGuide from './ransomware-prevention-guide.ts'
import schoolNetworkSecurityChecklist from './school-network-security-checklist.ts'
import staffOnboardingSecurityChecklist from './staff-onboarding-security-checklist.ts'
import studentDigitalCitizenshipCurriculum from './student-digital-citizenship-curriculum.ts'
import studentInformationSystemSecurityGuide from './student-information-system-security-guide.ts'
import trainingScheduleTemplate from './training-schedule-template.ts'

/** Every downloadable document, by the slug of its catalogue entry (content/resources.ts). */
export const resourceDocuments: Record<string, ResourceDocument> = {
  'ferpa-compliance-checklist': ferpaComplianceChecklist,
  'cybersecurity-budget-template': cybersecurityBudgetTemplate,
  'board-presentation-templates': boardPresentationTemplates,
  'incident-response-playbook': incidentResponsePlaybook,
  'edtech-security-evaluation-guide': edtechSecurityEvaluationGuide,
  'student-digital-citizenship-curriculum': studentDigitalCitizenshipCurriculum,
  'training-schedule-template': trainingScheduleTemplate,
  'data-breach-notification-checklist': dataBreachNotificationChecklist,
  'password-policy-template': passwordPolicyTemplate,
  'student-information-system-security-guide': studentInformationSystemSecurityGuide,
  'school-network-security-checklist': schoolNetworkSecurityChecklist,
  'cybersecurity-policy-templates': cybersecurityPolicyTemplates,
  'staff-onboarding-security-checklist': staffOnboardingSecurityChecklist,
  'it-asset-management-template': itAssetManagementTemplate,
  'ransomware-prevention-guide': ransomwarePreventionGuide,
}
