import { registerRootComponent } from 'expo';
import { App } from './src/App';

// Registers the root component for native (AppRegistry) and the web (react-native-web).
registerRootComponent(App);
