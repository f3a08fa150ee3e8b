// Compile and weigh (/orders/compile), and the dashboard's notice of undocketed deliveries.
export { CompileScreen } from './CompileScreen';
export { UndocketedTodayAlert } from './UndocketedTodayAlert';
