import { useState } from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { useQueryClient } from '@tanstack/react-query';
import type { AbosRoutes, AbosScreenProps } from '../navigation/routes';
import { Redirect } from '../navigation/Redirect';
import { useRefreshOnFocus } from '../navigation/refocus';
import { ABOS_KEY, useAbosCache } from './abos-cache';
import { AboEditor } from './AboEditor';
import { AbosScreen } from './AbosScreen';

const Stack = createNativeStackNavigator<AbosRoutes>();

/** The Abos tab: the list, the form for a new one (/guest/abos/new) and for a change (/guest/abos/:id/edit). */
export function AbosTab() {
  const queryClient = useQueryClient();
  // the tab chosen again: the list is asked again (back from the form it shows what was saved)
  useRefreshOnFocus(() => void queryClient.invalidateQueries({ queryKey: ABOS_KEY }));
  return (
    <Stack.Navigator screenOptions={{ headerShown: false }}>
      <Stack.Screen name="list" component={ListRoute} />
      <Stack.Screen name="create" component={EditorRoute} />
      <Stack.Screen name="edit" component={EditorRoute} />
    </Stack.Navigator>
  );
}

function ListRoute({ navigation }: AbosScreenProps<'list'>) {
  return (
    <AbosScreen
      onCreate={() => navigation.navigate('create')}
      onEdit={(abo) => navigation.navigate('edit', { id: abo.id })}
    />
  );
}

function EditorRoute({ navigation, route }: AbosScreenProps<'create' | 'edit'>) {
  const cache = useAbosCache();
  const toList = () => (navigation.canGoBack() ? navigation.goBack() : navigation.replace('list'));
  const id = route.params && 'id' in route.params ? route.params.id : null;
  // the standing order as the list has it (the cache); saving puts the answer there
  const [abo] = useState(() => (id === null ? null : cache.find(id)));
  // a change opened by its address after a restart: the list is where it starts again
  if (id !== null && !abo) return <Redirect to={() => navigation.replace('list')} />;
  return <AboEditor abo={abo} onSaved={toList} onCancel={toList} />;
}
