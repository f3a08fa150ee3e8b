// Settings (/settings tabs) and the private customer's profile.
export { BaseDataForm } from './BaseDataForm';
export { OtherSettingsForm } from './OtherSettingsForm';
export { ZonesPanel } from './ZonesPanel';
export { HolidaysPanel } from './HolidaysPanel';
export { DiscountsPanel } from './DiscountsPanel';
export { DocumentsPanel } from './DocumentsPanel';
export { ContractPanel } from './ContractPanel';
export { OrderSearchPanel } from './OrderSearchPanel';
export { ProfileScreen } from './ProfileScreen';
