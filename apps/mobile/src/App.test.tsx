import { render, screen } from '@testing-library/react-native';
import { App } from './App';

test('shows the app name', () => {
  render(<App />);
  expect(screen.getByText('Brotzeit')).toBeOnTheScreen();
});
