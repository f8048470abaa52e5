import { SOUND_VOLUME } from './notify-rules';

/** The chime: two soft sine notes (A5 then E6), about 250 ms in all. */
const NOTES = [
  { hz: 880, at: 0, length: 0.13 },
  { hz: 1318.51, at: 0.11, length: 0.14 },
];

let audio: AudioContext | null = null;

/**
 * Plays the new-message chime at volume 0.3, synthesized with the Web Audio API (no file
 * to download). The audio context is made on first use. Browsers refuse sound before the user has
 * interacted with the page: then it stays silent, quietly; any failure is only logged.
 */
export function playNotificationSound(): void {
  if (typeof AudioContext === 'undefined' || navigator.userActivation?.hasBeenActive === false) return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    for (const note of NOTES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(SOUND_VOLUME, start + note.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length);
    }
  } catch (error) {
    console.warn('Could not play the notification sound', error);
  }
}
