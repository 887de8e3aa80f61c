export const func = {
  wallet: 'Wallet',
  realName: 'Real-name verification',
  invite: 'Invite friends',
  password: 'Change password',
  customerService: 'Customer service',
  complaintEmail: 'Complaint e-mail',
  announcement: 'Announcements',
  language: 'Language',
  other: 'Other',
  feedback: 'Feedback',
  settings: 'Settings',
};
