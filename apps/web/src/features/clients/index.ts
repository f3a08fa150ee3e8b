// Clients: the list, the client and guest forms, the guest's instruction sheet and the links to them.
export { ClientsScreen } from './ClientsScreen';
export { ClientCreate, ClientEdit } from './ClientEditor';
export { PrintInstructionSheet } from './PrintInstructionSheet';
export { instructionData } from './print-instruction';
export { useInstructionLink } from './useInstructionLink';
export { clientEditPath } from './client-links';
