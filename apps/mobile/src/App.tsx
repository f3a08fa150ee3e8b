import { Text, View } from 'react-native';

export function App() {
  return (
    <View>
      <Text>Brotzeit</Text>
    </View>
  );
}
