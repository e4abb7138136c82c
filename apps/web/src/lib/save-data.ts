/** The Network Information API, where the browser has it (Chromium; not Safari or Firefox). */
interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Whether the person asked their browser to save data ("Economia de dados" / Lite mode): then videos
 * do not start by themselves and lesson images come in their smallest copy.
 */
export function saveDataOn(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true;
}
