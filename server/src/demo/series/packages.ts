import { type Pkg, type Suffix, pkg, sfx } from './kit.ts'

/**
 * IC package codes as each maker writes them in the part number, with the suffixes the package is sold with.
 * TI: `LM358` + `D` (SOIC-8) + `R` (reel); ADI: `AD8605` + `ARTZ` + `-REEL7`; Maxim: `MAX3232E` + `SE` + `+T`;
 * Microchip: `MCP6002` + `-I/SN` (grade and package) with `T` for tape and reel inside the number.
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

/** TI: `R` large reel, `T` small reel. */
export const TI_RT: readonly Suffix[] = [TAPE('R'), TAPE('T')]
/** TI SOIC: tube, reel, and the `G4` (green) reel of older parts. */
export const TI_SOIC: readonly Suffix[] = [sfx('', 'Tube'), TAPE('R'), TAPE('RG4')]
export const TI_R: readonly Suffix[] = [TAPE('R')]
export const TI_TUBE: readonly Suffix[] = [sfx('', 'Tube')]
/** TI automotive (AEC-Q100): `RQ1` / `TQ1`. */
export const TI_Q1: readonly Suffix[] = [TAPE('RQ1', true), TAPE('TQ1', true)]

/** TI package codes. Keys ending in `Q` are the automotive variants of the same package. */
export const TI: Readonly<Record<string, Pkg>> = {
  D: pkg('D', 'SOIC-8', TI_SOIC),
  D14: pkg('D', 'SOIC-14', TI_SOIC, 1.1),
  D16: pkg('D', 'SOIC-16', TI_SOIC, 1.2),
  DW: pkg('DW', 'SOIC-16 wide', [sfx('', 'Tube'), TAPE('R')], 1.3),
  DGK: pkg('DGK', 'VSSOP-8', TI_RT),
  DGS: pkg('DGS', 'VSSOP-10', TI_RT),
  PW: pkg('PW', 'TSSOP-8', [TAPE('R'), sfx('', 'Tube')]),
  PW14: pkg('PW', 'TSSOP-14', [TAPE('R'), sfx('', 'Tube')], 1.1),
  PW16: pkg('PW', 'TSSOP-16', [TAPE('R'), sfx('', 'Tube')], 1.1),
  PW20: pkg('PW', 'TSSOP-20', [TAPE('R'), sfx('', 'Tube')], 1.2),
  PWP: pkg('PWP', 'HTSSOP-16', [TAPE('R'), sfx('', 'Tube')], 1.2),
  P: pkg('P', 'PDIP-8', TI_TUBE, 1.2),
  N: pkg('N', 'PDIP-14', TI_TUBE, 1.3),
  N16: pkg('N', 'PDIP-16', TI_TUBE, 1.3),
  DBV: pkg('DBV', 'SOT-23-5', TI_RT),
  DBV6: pkg('DBV', 'SOT-23-6', TI_RT),
  DBZ: pkg('DBZ', 'SOT-23-3', TI_RT),
  DCK: pkg('DCK', 'SC-70-5', TI_RT),
  DCK6: pkg('DCK', 'SC-70-6', TI_RT),
  DCN: pkg('DCN', 'SOT-23-8', TI_RT),
  DCU: pkg('DCU', 'VSSOP-8 (US8)', TI_RT),
  DRL: pkg('DRL', 'SOT-5X3 (SOT-563)', TI_R),
  DRV: pkg('DRV', 'WSON-6 2x2', TI_RT),
  DSG: pkg('DSG', 'WSON-8 2x2', TI_RT),
  DQN: pkg('DQN', 'X2SON-4 1x1', TI_R),
  DCY: pkg('DCY', 'SOT-223-4', [TAPE('R'), sfx('', 'Tube')]),
  DDA: pkg('DDA', 'SO PowerPAD-8', [TAPE('R'), sfx('', 'Tube')]),
  DDC: pkg('DDC', 'SOT-23-6 (TSOT)', TI_RT),
  DRC: pkg('DRC', 'VSON-10 3x3', TI_RT),
  DRB: pkg('DRB', 'VSON-8 3x3', TI_RT),
  RGT: pkg('RGT', 'VQFN-16 3x3', TI_RT, 1.2),
  RTE: pkg('RTE', 'WQFN-16 3x3', TI_RT, 1.2),
  RGE: pkg('RGE', 'VQFN-24 4x4', TI_RT, 1.3),
  RHB: pkg('RHB', 'VQFN-32 5x5', TI_RT, 1.4),
  RGZ: pkg('RGZ', 'VQFN-48 7x7', TI_RT, 1.5),
  RGP: pkg('RGP', 'VQFN-20 4x4', TI_RT, 1.3),
  DQ: pkg('D', 'SOIC-8', TI_Q1, 1.3),
  DGKQ: pkg('DGK', 'VSSOP-8', TI_Q1, 1.3),
  DBVQ: pkg('DBV', 'SOT-23-5', TI_Q1, 1.3),
  DRVQ: pkg('DRV', 'WSON-6 2x2', TI_Q1, 1.3),
  PWQ: pkg('PW', 'TSSOP-14', TI_Q1, 1.3),
}

/** ADI: lead-free `Z`, then tube (none), `-R7`/`-REEL7` (7" reel) or `-RL` (13" reel). */
const ADI_SUFFIXES: readonly Suffix[] = [sfx('', 'Tube'), TAPE('-REEL7'), TAPE('-RL')]
const ADI_SMALL: readonly Suffix[] = [TAPE('-R7'), TAPE('-RL7'), sfx('-R2', 'Cut Tape')]
export const ADI: Readonly<Record<string, Pkg>> = {
  RZ: pkg('RZ', 'SOIC-8', ADI_SUFFIXES),
  RZ14: pkg('RZ', 'SOIC-14', ADI_SUFFIXES, 1.1),
  RMZ: pkg('RMZ', 'MSOP-8', ADI_SUFFIXES),
  RUZ: pkg('RUZ', 'TSSOP-14', ADI_SUFFIXES, 1.1),
  RJZ: pkg('RJZ', 'SOT-23-5', ADI_SMALL),
  RTZ: pkg('RTZ', 'SOT-23-5', ADI_SMALL),
  CPZ: pkg('CPZ', 'LFCSP-16 3x3', ADI_SMALL, 1.3),
  BRWZ: pkg('BRWZ', 'SOIC-16 wide', ADI_SUFFIXES, 1.3),
  BRUZ: pkg('BRUZ', 'TSSOP-24', ADI_SUFFIXES, 1.3),
  BRMZ: pkg('BRMZ', 'MSOP-10', ADI_SUFFIXES, 1.1),
  BCPZ: pkg('BCPZ', 'LFCSP-32 5x5', ADI_SMALL, 1.5),
}

/** Linear Technology (ADI): `#PBF` tube, `#TRPBF` reel, `#TRMPBF` mini reel. */
export const LT_SUFFIXES: readonly Suffix[] = [sfx('#PBF', 'Tube'), TAPE('#TRPBF'), TAPE('#TRMPBF')]
export const LT: Readonly<Record<string, Pkg>> = {
  DD: pkg('DD', 'DFN-10 3x3', LT_SUFFIXES),
  MSE: pkg('MSE', 'MSOP-10 exposed pad', LT_SUFFIXES),
  MS8: pkg('MS8', 'MSOP-8', LT_SUFFIXES),
  S8: pkg('S8', 'SOIC-8', LT_SUFFIXES),
  S5: pkg('S5', 'TSOT-23-5', LT_SUFFIXES),
  S6: pkg('S6', 'TSOT-23-6', LT_SUFFIXES),
  UDC: pkg('UDC', 'QFN-20 3x4', LT_SUFFIXES, 1.3),
  FE: pkg('FE', 'TSSOP-20 exposed pad', LT_SUFFIXES, 1.3),
}

/** Maxim: `+` lead-free, then tube (none) or `T` (reel). */
export const MAXIM_SUFFIXES: readonly Suffix[] = [sfx('+', 'Tube'), TAPE('+T')]
export const MAXIM: Readonly<Record<string, Pkg>> = {
  SA: pkg('SA', 'SOIC-8', MAXIM_SUFFIXES),
  SE: pkg('SE', 'SOIC-16', MAXIM_SUFFIXES),
  UE: pkg('UE', 'TSSOP-16', MAXIM_SUFFIXES),
  UA: pkg('UA', 'µMAX-8', MAXIM_SUFFIXES),
  UK: pkg('UK', 'SOT-23-5', [TAPE('+T')]),
  ETE: pkg('ETE', 'TQFN-16 3x3', MAXIM_SUFFIXES, 1.3),
  ATP: pkg('ATP', 'TQFN-20 5x5', MAXIM_SUFFIXES, 1.3),
  PE: pkg('PE', 'PDIP-16', [sfx('+', 'Tube')], 1.2),
}

/**
 * Microchip: `-I/SN` (industrial grade, SOIC) or `-E/SN` (extended); tape and reel writes a `T` before the
 * dash (`MCP6002T-I/SN`): see `microchipCompose`.
 */
export const MCHP_SUFFIXES: readonly Suffix[] = [sfx('', 'Tube'), TAPE('T')]
export function microchipCompose(base: string, code: string): string {
  if (code !== 'T') return base + code
  const dash = base.indexOf('-')
  return dash < 0 ? `${base}T` : `${base.slice(0, dash)}T${base.slice(dash)}`
}
export const MCHP: Readonly<Record<string, Pkg>> = {
  SN: pkg('-I/SN', 'SOIC-8', MCHP_SUFFIXES),
  SNE: pkg('-E/SN', 'SOIC-8', MCHP_SUFFIXES, 1.1),
  MS: pkg('-I/MS', 'MSOP-8', MCHP_SUFFIXES),
  OT: pkg('-I/OT', 'SOT-23-5', MCHP_SUFFIXES),
  OTE: pkg('-E/OT', 'SOT-23-5', MCHP_SUFFIXES, 1.1),
  P: pkg('-I/P', 'PDIP-8', [sfx('', 'Tube')], 1.2),
  SL: pkg('-I/SL', 'SOIC-14', MCHP_SUFFIXES, 1.1),
  ST: pkg('-I/ST', 'TSSOP-14', MCHP_SUFFIXES, 1.1),
  SO: pkg('-I/SO', 'SOIC-18 wide', MCHP_SUFFIXES, 1.2),
  SS: pkg('-I/SS', 'SSOP-20', MCHP_SUFFIXES, 1.2),
  ML: pkg('-I/ML', 'QFN-28 6x6', MCHP_SUFFIXES, 1.3),
  MF: pkg('-I/MF', 'DFN-8 3x3', MCHP_SUFFIXES, 1.1),
  MC: pkg('-I/MC', 'DFN-8 2x3', MCHP_SUFFIXES, 1.1),
  PT: pkg('-I/PT', 'TQFP-44', MCHP_SUFFIXES, 1.3),
  PTE: pkg('-E/PT', 'TQFP-44', MCHP_SUFFIXES, 1.4),
  SP: pkg('-I/SP', 'SPDIP-28', [sfx('', 'Tube')], 1.3),
  PDIP40: pkg('-I/P', 'PDIP-40', [sfx('', 'Tube')], 1.4),
  TT: pkg('-E/TT', 'SOT-23-3', MCHP_SUFFIXES),
  TO: pkg('-E/TO', 'TO-92-3', [sfx('', 'Bulk')]),
  CH: pkg('-E/CH', 'SOT-23-6', MCHP_SUFFIXES),
  DB: pkg('-E/DB', 'SOT-223-3', MCHP_SUFFIXES, 1.1),
}

/** ST: op amps and regulators end in `T` or `TR` for tape and reel, `ILT` for SOT-23. */
export const ST_TR: readonly Suffix[] = [TAPE('TR'), sfx('', 'Tube')]
export const ST_T: readonly Suffix[] = [TAPE('T')]
