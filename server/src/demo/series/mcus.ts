import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import { type Series, type Suffix, deviceSeries, pkg, sfx, tableSeries } from './kit.ts'
import { MCHP, TI, TI_RT, microchipCompose } from './packages.ts'

/**
 * Microcontrollers. STM32 and GD32 numbers are built from their ordering scheme (`STM32` + family + pin count
 * letter + flash size letter + package letter + temperature range: `STM32F103C8T6`, `STM32G431CBU6`, with
 * `TR` for tape and reel); AVR, PIC, SAM, LPC, Kinetis, RA and MSP430 from their device lists.
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

const FLASH_KB: Readonly<Record<string, number>> = {
  '3': 8,
  '4': 16,
  '6': 32,
  '8': 64,
  B: 128,
  Z: 192,
  C: 256,
  D: 384,
  E: 512,
  F: 768,
  G: 1024,
  H: 1536,
  I: 2048,
}
const PINS: Readonly<Record<string, number>> = { F: 20, G: 28, K: 32, T: 36, C: 48, R: 64, V: 100, Z: 144, I: 176 }

/** Package letter and pin letter → package name. */
function stPackage(pkgLetter: string, pins: string): string | null {
  const count = PINS[pins] ?? 48
  if (pkgLetter === 'T') {
    const body =
      count <= 32
        ? '7x7'
        : count === 48
          ? '7x7'
          : count === 64
            ? '10x10'
            : count === 100
              ? '14x14'
              : count === 144
                ? '20x20'
                : '24x24'
    return count >= 32 ? `LQFP-${count} ${body}` : null
  }
  if (pkgLetter === 'U')
    return count <= 48 ? `UFQFPN-${count} ${count <= 28 ? '4x4' : count === 32 ? '5x5' : '7x7'}` : null
  if (pkgLetter === 'P') return count === 20 ? 'TSSOP-20' : null
  return null
}

/** One MCU family of the ordering scheme. */
type McuFamily = readonly [
  family: string,
  core: string,
  mhz: number,
  flash: string,
  pins: string,
  packages: string,
  price: number,
]

function schemeSeries(
  manufacturer: number,
  prefix: string,
  weight: number,
  families: readonly McuFamily[],
  category = cat('microcontrollers'),
): Series {
  const suffixes: readonly Suffix[] = [sfx('', 'Tray'), TAPE('TR')]
  return {
    manufacturer,
    category,
    weight,
    suffixes,
    make(random: Random) {
      for (;;) {
        const [family, core, mhz, flash, pins, packages, price] = random.pick(families)
        const pinLetter = random.pick([...pins])
        const pkgLetter = random.pick([...packages])
        const pkgName = stPackage(pkgLetter, pinLetter)
        if (pkgName === null) continue
        const flashLetter = random.pick([...flash])
        const kb = FLASH_KB[flashLetter] ?? 64
        const temp = random.pick(['6', '6', '6', '7', '3'] as const)
        const tempText = temp === '6' ? '-40 °C to 85 °C' : temp === '7' ? '-40 °C to 105 °C' : '-40 °C to 125 °C'
        return {
          base: `${prefix}${family}${pinLetter}${flashLetter}${pkgLetter}${temp}`,
          package: pkgName,
          description: `${core} MCU, ${kb >= 1024 ? `${kb / 1024} MB` : `${kb} KB`} flash, ${mhz} MHz, ${tempText}, ${pkgName}`,
          price:
            price * (0.7 + Math.sqrt(kb / 64) * 0.5) * (1 + (PINS[pinLetter] ?? 48) / 200) * random.float(0.9, 1.15),
          attributes: [
            { name: 'Core', value: core },
            { name: 'Flash', value: kb >= 1024 ? `${kb / 1024} MB` : `${kb} KB` },
            { name: 'Max frequency', value: `${mhz} MHz` },
          ],
          doc: `${prefix}${family}`.toLowerCase(),
        }
      }
    },
  }
}

const STM32_FAMILIES: readonly McuFamily[] = [
  ['F030', 'Arm Cortex-M0', 48, '468C', 'FKCR', 'PUT', 0.6],
  ['F042', 'Arm Cortex-M0', 48, '46', 'FGKC', 'PUT', 0.9],
  ['F072', 'Arm Cortex-M0', 48, '8B', 'CRV', 'TU', 1.5],
  ['F103', 'Arm Cortex-M3', 72, '468BCDEFG', 'TCRVZ', 'TU', 1.6],
  ['F303', 'Arm Cortex-M4', 72, '68BCDE', 'KCRV', 'TU', 2.4],
  ['F401', 'Arm Cortex-M4', 84, 'BCDE', 'CRV', 'TU', 2.2],
  ['F411', 'Arm Cortex-M4', 100, 'CE', 'CRV', 'TU', 2.8],
  ['F405', 'Arm Cortex-M4', 168, 'G', 'RVZ', 'T', 5.6],
  ['F407', 'Arm Cortex-M4', 168, 'EG', 'VZI', 'T', 6.2],
  ['F446', 'Arm Cortex-M4', 180, 'CE', 'RVZ', 'T', 5.1],
  ['F746', 'Arm Cortex-M7', 216, 'EG', 'VZI', 'T', 8.9],
  ['G030', 'Arm Cortex-M0+', 64, '68', 'FKC', 'PTU', 0.45],
  ['G031', 'Arm Cortex-M0+', 64, '468', 'FGKC', 'PTU', 0.55],
  ['G071', 'Arm Cortex-M0+', 64, '68B', 'GKCR', 'TU', 1.1],
  ['G0B1', 'Arm Cortex-M0+', 64, 'BCE', 'KCRV', 'TU', 1.6],
  ['G431', 'Arm Cortex-M4', 170, '68B', 'KCRV', 'TU', 2.6],
  ['G474', 'Arm Cortex-M4', 170, 'BCE', 'CRV', 'TU', 4.2],
  ['L031', 'Arm Cortex-M0+', 32, '46', 'FGKC', 'PTU', 0.9],
  ['L072', 'Arm Cortex-M0+', 32, 'BZ', 'KCRV', 'TU', 2.3],
  ['L432', 'Arm Cortex-M4', 80, 'BC', 'K', 'TU', 2.9],
  ['L476', 'Arm Cortex-M4', 80, 'CEG', 'RV', 'T', 5.2],
  ['H743', 'Arm Cortex-M7', 480, 'GI', 'VZI', 'T', 11.5],
  ['H750', 'Arm Cortex-M7', 480, 'B', 'VZI', 'T', 6.5],
  ['U575', 'Arm Cortex-M33', 160, 'GI', 'CRVZ', 'TU', 6.8],
  ['C031', 'Arm Cortex-M0+', 48, '46', 'FGKC', 'PTU', 0.35],
]

const GD32_FAMILIES: readonly McuFamily[] = [
  ['F103', 'Arm Cortex-M3', 108, '468BCDEG', 'TCRVZ', 'T', 1.1],
  ['F303', 'Arm Cortex-M4', 120, 'BCEG', 'CRV', 'T', 1.5],
  ['F407', 'Arm Cortex-M4', 168, 'EGIK', 'RVZ', 'T', 2.9],
  ['E230', 'Arm Cortex-M23', 72, '468', 'FGKC', 'PTU', 0.35],
  ['E103', 'Arm Cortex-M4', 120, '8BC', 'CRV', 'T', 0.9],
  ['F350', 'Arm Cortex-M4', 108, '68B', 'GKCR', 'TU', 0.8],
  ['VF103', 'RISC-V', 108, '8B', 'CRV', 'T', 1],
]

const AVR_SUFFIX = (pkgCode: string): readonly Suffix[] =>
  pkgCode.endsWith('PU') ? [sfx('', 'Tube')] : [sfx('', 'Tray'), TAPE('R')]
const AVR_PACKAGES = {
  AU: pkg('-AU', 'TQFP-32', AVR_SUFFIX('-AU')),
  AU44: pkg('-AU', 'TQFP-44', AVR_SUFFIX('-AU')),
  AU64: pkg('-16AU', 'TQFP-100', AVR_SUFFIX('-AU'), 1.5),
  MU: pkg('-MU', 'VQFN-32 5x5', AVR_SUFFIX('-MU')),
  MU44: pkg('-MU', 'VQFN-44 7x7', AVR_SUFFIX('-MU')),
  PU: pkg('-PU', 'PDIP-28', AVR_SUFFIX('-PU'), 1.2),
  PU8: pkg('-20PU', 'PDIP-8', AVR_SUFFIX('-PU'), 1.2),
  SU8: pkg('-20SU', 'SOIC-8', [sfx('', 'Tube'), TAPE('R')]),
  SSN: pkg('-SSN', 'SOIC-8', [TAPE('R')]),
  SN14: pkg('-SN', 'SOIC-14', [TAPE('R'), sfx('', 'Tube')]),
  MN20: pkg('-MN', 'VQFN-20 3x3', [TAPE('R'), sfx('', 'Tray')]),
  SAMAU: pkg('-AU', 'TQFP-48', [sfx('', 'Tray'), TAPE('T')]),
  SAMMU: pkg('-MU', 'QFN-48 7x7', [sfx('', 'Tray'), TAPE('T')]),
  SAMAU64: pkg('-AU', 'TQFP-64', [sfx('', 'Tray'), TAPE('T')], 1.2),
} as const

const microchip: Series[] = [
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('microcontrollers'),
    weight: 6,
    packages: AVR_PACKAGES,
    devices: [
      ['ATMEGA328P', '8-bit AVR MCU, 32 KB flash, 20 MHz', 1.9, 'AU MU PU', 'ATmega328P'],
      ['ATMEGA328PB', '8-bit AVR MCU, 32 KB flash, 20 MHz, extra peripherals', 1.6, 'AU MU', 'ATmega328PB'],
      ['ATMEGA32U4', '8-bit AVR MCU, 32 KB flash, USB device', 3.6, 'AU44 MU44', 'ATmega32U4'],
      ['ATMEGA2560', '8-bit AVR MCU, 256 KB flash, 16 MHz', 9.8, 'AU64', 'ATmega2560'],
      ['ATMEGA168PA', '8-bit AVR MCU, 16 KB flash, 20 MHz', 1.4, 'AU MU PU', 'ATmega168PA'],
      ['ATTINY85', '8-bit AVR MCU, 8 KB flash, 20 MHz', 0.9, 'PU8 SU8', 'ATtiny85'],
      ['ATTINY45', '8-bit AVR MCU, 4 KB flash, 20 MHz', 0.8, 'PU8 SU8', 'ATtiny45'],
      ['ATTINY202', '8-bit tinyAVR 0-series MCU, 2 KB flash', 0.4, 'SSN', 'ATtiny202'],
      ['ATTINY402', '8-bit tinyAVR 0-series MCU, 4 KB flash', 0.45, 'SSN', 'ATtiny402'],
      ['ATTINY1616', '8-bit tinyAVR 1-series MCU, 16 KB flash', 0.8, 'MN20', 'ATtiny1616'],
      ['ATTINY1614', '8-bit tinyAVR 1-series MCU, 16 KB flash', 0.75, 'SN14', 'ATtiny1614'],
      ['ATSAMD21G18A', 'Arm Cortex-M0+ MCU, 256 KB flash, 48 MHz, USB', 3.1, 'SAMAU SAMMU', 'SAM-D21'],
      ['ATSAMD21E18A', 'Arm Cortex-M0+ MCU, 256 KB flash, 48 MHz, USB', 2.7, 'SAMAU SAMMU', 'SAM-D21'],
      ['ATSAMD51J19A', 'Arm Cortex-M4F MCU, 512 KB flash, 120 MHz', 5.2, 'SAMAU64', 'SAM-D51'],
      ['ATSAME51J20A', 'Arm Cortex-M4F MCU, 1 MB flash, CAN FD', 6.4, 'SAMAU64', 'SAM-E51'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('microcontrollers'),
    weight: 6,
    packages: {
      ...MCHP,
      PE: pkg('-E/P', 'PDIP-40', [sfx('', 'Tube')], 1.5),
      PTE: pkg('-E/PT', 'TQFP-44', [sfx('', 'Tray'), TAPE('T')], 1.4),
      SPE: pkg('-E/SP', 'SPDIP-28', [sfx('', 'Tube')], 1.4),
      SOE: pkg('-E/SO', 'SOIC-28', [sfx('', 'Tube'), TAPE('T')], 1.3),
      SO28: pkg('-I/SO', 'SOIC-28', [sfx('', 'Tube'), TAPE('T')], 1.2),
      SS28: pkg('-I/SS', 'SSOP-28', [sfx('', 'Tube'), TAPE('T')], 1.2),
      ML28: pkg('-I/ML', 'QFN-28 6x6', [sfx('', 'Tube'), TAPE('T')], 1.3),
    },
    compose: microchipCompose,
    devices: [
      ['PIC16F877A', '8-bit PIC MCU, 14 KB flash, 20 MHz', 4.2, 'PDIP40 PT PE PTE', 'PIC16F877A'],
      ['PIC16F1503', '8-bit PIC MCU, 3.5 KB flash, 20 MHz', 0.6, 'SL ST', 'PIC16F1503'],
      ['PIC16F18446', '8-bit PIC MCU, 28 KB flash, 32 MHz', 1.1, 'SS SO', 'PIC16F18446'],
      ['PIC16F1938', '8-bit PIC MCU, 28 KB flash, LCD driver', 1.8, 'SP SO28 SS28 ML28', 'PIC16F1938'],
      ['PIC18F45K22', '8-bit PIC MCU, 32 KB flash, 64 MHz', 2.9, 'PDIP40 PT PE PTE', 'PIC18F45K22'],
      ['PIC18F26K22', '8-bit PIC MCU, 64 KB flash, 64 MHz', 2.8, 'SP SO28 SS28 ML28 SPE SOE', 'PIC18F26K22'],
      ['PIC18F4550', '8-bit PIC MCU, 32 KB flash, USB 2.0', 5.1, 'PDIP40 PT', 'PIC18F4550'],
      ['PIC18F47Q43', '8-bit PIC MCU, 128 KB flash, 64 MHz', 1.9, 'PDIP40 PT', 'PIC18F47Q43'],
      ['PIC12F675', '8-bit PIC MCU, 1.75 KB flash, 20 MHz', 0.8, 'P SN', 'PIC12F675'],
      ['PIC12F1822', '8-bit PIC MCU, 3.5 KB flash, 32 MHz', 0.7, 'P SN MF', 'PIC12F1822'],
      ['PIC32MX250F128B', '32-bit PIC32 MCU, 128 KB flash, 50 MHz, USB', 3.6, 'SP SO28 SS28 ML28', 'PIC32MX1XX'],
      [
        'DSPIC33EP64MC502',
        '16-bit dsPIC DSC, 64 KB flash, 70 MIPS, motor control',
        3.4,
        'SP SO28 SS28 ML28 SPE SOE',
        'dsPIC33EP',
      ],
      ['DSPIC33CK256MP505', '16-bit dsPIC DSC, 256 KB flash, 100 MIPS', 4.1, 'PT PTE', 'dsPIC33CK'],
      ['AVR128DA48', '8-bit AVR DA MCU, 128 KB flash, 24 MHz', 1.9, 'PT PTE', 'AVR128DA48'],
      ['AVR64DD32', '8-bit AVR DD MCU, 64 KB flash, MVIO', 1.2, 'PT', 'AVR64DD32'],
    ],
  }),
]

const others: Series[] = [
  schemeSeries(mfr('stmicroelectronics'), 'STM32', 12, STM32_FAMILIES),
  schemeSeries(mfr('gigadevice'), 'GD32', 6, GD32_FAMILIES),
  deviceSeries({
    manufacturer: mfr('nxp'),
    category: cat('microcontrollers'),
    weight: 4,
    packages: {
      FBD100: pkg('FBD100', 'LQFP-100 14x14', [sfx(',551', 'Tray'), TAPE(',518')], 1),
      FBD48: pkg('FBD48', 'LQFP-48 7x7', [sfx(',151', 'Tray'), TAPE(',518')]),
      JBD100: pkg('JBD100', 'HLQFP-100 14x14', [sfx('K', 'Tray'), TAPE('E')]),
      JBD48: pkg('JBD48', 'LQFP-48 7x7', [sfx('E', 'Tray'), TAPE('K')]),
      VLL: pkg('VLL', 'LQFP-100 14x14', [sfx('', 'Tray'), TAPE('R')]),
      VLK: pkg('VLK', 'LQFP-80 12x12', [sfx('', 'Tray'), TAPE('R')]),
      VFM: pkg('VFM', 'QFN-32 5x5', [sfx('', 'Tray'), TAPE('R')]),
      DVL: pkg('DVL', 'LFBGA-196 10x10', [sfx('', 'Tray'), TAPE('R')], 1.2),
      DAE: pkg('DAE', 'LQFP-80 12x12', [sfx('', 'Tray'), TAPE('R')]),
    },
    base: (device, pk) => {
      const [name, speed] = device.split('|')
      return `${name ?? device}${pk.code}${speed ?? ''}`
    },
    devices: [
      [
        'LPC1768|',
        'Arm Cortex-M3 MCU, 512 KB flash, 100 MHz, Ethernet, USB',
        7.9,
        'FBD100',
        'LPC1769_68_67_66_65_64_63',
      ],
      [
        'LPC1769|',
        'Arm Cortex-M3 MCU, 512 KB flash, 120 MHz, Ethernet, USB',
        8.5,
        'FBD100',
        'LPC1769_68_67_66_65_64_63',
      ],
      ['LPC1114|/302', 'Arm Cortex-M0 MCU, 32 KB flash, 50 MHz', 1.6, 'FBD48', 'LPC111X'],
      ['LPC55S69|', 'Arm Cortex-M33 MCU, dual core, 640 KB flash, TrustZone', 6.8, 'JBD100', 'LPC55S6x'],
      ['LPC845M301|', 'Arm Cortex-M0+ MCU, 64 KB flash, 30 MHz', 1.4, 'JBD48', 'LPC84x'],
      ['MK64FN1M0|12', 'Arm Cortex-M4 MCU, 1 MB flash, 120 MHz, Ethernet', 9.5, 'VLL', 'K64P144M120SF5'],
      ['MKL25Z128|4', 'Arm Cortex-M0+ MCU, 128 KB flash, 48 MHz, USB', 3.2, 'VLK VFM', 'KL25P80M48SF0'],
      ['MIMXRT1062|6B', 'Arm Cortex-M7 crossover MCU, 600 MHz, 1 MB RAM', 9.9, 'DVL', 'IMXRT1060CEC'],
      ['MIMXRT1011|5A', 'Arm Cortex-M7 crossover MCU, 500 MHz, 128 KB RAM', 2.4, 'DAE', 'IMXRT1010CEC'],
      ['S32K144HFT0|T', 'Automotive Arm Cortex-M4F MCU, 512 KB flash, CAN FD', 8.2, 'VLL', 'S32K1XX'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('renesas'),
    category: cat('microcontrollers'),
    weight: 3,
    packages: {
      FM: pkg('3CFM', 'LQFP-64 10x10', [sfx('#AA0', 'Tray'), TAPE('#HA0')]),
      FP: pkg('3CFP', 'LQFP-100 14x14', [sfx('#AA0', 'Tray'), TAPE('#HA0')], 1.2),
      FL: pkg('2DFL', 'LQFP-48 7x7', [sfx('#AA0', 'Tray'), TAPE('#HA0')]),
      FB: pkg('AFB', 'LQFP-64 10x10', [sfx('#V0', 'Tray'), TAPE('#30')]),
      NA: pkg('ANA', 'HWQFN-32 5x5', [sfx('#U0', 'Tray'), TAPE('#20')]),
    },
    devices: [
      ['R7FA4M1AB', 'Arm Cortex-M4 RA4M1 MCU, 256 KB flash, 48 MHz', 3.9, 'FM FL', 'r01ds0363eu'],
      ['R7FA6M5BH', 'Arm Cortex-M33 RA6M5 MCU, 2 MB flash, 200 MHz', 9.4, 'FP', 'r01ds0382eu'],
      ['R7FA2E1A9', 'Arm Cortex-M23 RA2E1 MCU, 128 KB flash, 48 MHz', 1.5, 'FL', 'r01ds0374eu'],
      ['R5F104LE', '16-bit RL78/G14 MCU, 64 KB flash, 32 MHz', 2.1, 'FB', 'r01ds0053ej'],
      ['R5F10BGG', '16-bit RL78/F13 automotive MCU, 128 KB flash', 2.9, 'FB NA', 'r01ds0129ej'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('microcontrollers'),
    weight: 3,
    packages: {
      ...TI,
      PW28: pkg('PW', 'TSSOP-28', [TAPE('R'), sfx('', 'Tube')], 1.2),
      PW20: pkg('PW20', 'TSSOP-20', [TAPE('R'), sfx('', 'Tube')], 1.2),
      N20: pkg('N20', 'PDIP-20', [sfx('', 'Tube')], 1.2),
      RHB32: pkg('RHB32', 'VQFN-32 5x5', TI_RT, 1.3),
      RHA: pkg('RHA', 'VQFN-40 6x6', TI_RT, 1.3),
      PM: pkg('PM', 'LQFP-64 10x10', TI_RT, 1.4),
      PT48: pkg('PT', 'LQFP-48 7x7', TI_RT, 1.3),
    },
    devices: [
      ['MSP430G2553I', '16-bit MSP430 MCU, 16 KB flash, 16 MHz', 1.9, 'PW20 N20 RHB32', 'msp430g2553'],
      ['MSP430FR2355T', '16-bit MSP430 MCU, 32 KB FRAM, 24 MHz', 2.6, 'PW20 RHA', 'msp430fr2355'],
      ['MSP430FR2433I', '16-bit MSP430 MCU, 16 KB FRAM, 16 MHz', 1.5, 'RGE', 'msp430fr2433'],
      ['MSP430FR5994I', '16-bit MSP430 MCU, 256 KB FRAM, 16 MHz', 5.9, 'PM', 'msp430fr5994'],
      ['MSPM0G3507S', 'Arm Cortex-M0+ MSPM0 MCU, 128 KB flash, 80 MHz', 1.2, 'PM PT48 RHB', 'mspm0g3507'],
      ['MSPM0L1306S', 'Arm Cortex-M0+ MSPM0 MCU, 64 KB flash, 32 MHz', 0.5, 'PW28 RHB', 'mspm0l1306'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('infineon'),
    category: cat('microcontrollers'),
    weight: 2,
    packages: {
      AXI: pkg('AXI-', 'TQFP-44', [sfx('', 'Tray'), TAPE('T')]),
      LQI: pkg('LQI-', 'QFN-24 4x4', [sfx('', 'Tray'), TAPE('T')]),
      BZI: pkg('BZI-', 'BGA-124', [sfx('', 'Tray'), TAPE('T')], 1.5),
    },
    base: (device, pk) => {
      const [name, code] = device.split('|')
      return `${name ?? device}${pk.code}${code ?? ''}`
    },
    devices: [
      ['CY8C4245|483', 'Arm Cortex-M0 PSoC 4200 MCU, 32 KB flash, programmable analog', 2.8, 'AXI LQI', 'cy8c42xx'],
      ['CY8C4014|422', 'Arm Cortex-M0 PSoC 4000 MCU, 16 KB flash, CapSense', 1.1, 'LQI', 'cy8c40xx'],
      ['CY8C6247|D54', 'Arm Cortex-M4 and M0+ PSoC 6 MCU, 1 MB flash, BLE-ready', 6.9, 'BZI', 'cy8c62xx'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('microcontrollers'),
    weight: 2,
    packages: {
      Q20: pkg('-A-QFN20', 'QFN-20 3x3', [sfx('', 'Tube'), TAPE('R')]),
      Q32: pkg('-A-QFN32', 'QFN-32 5x5', [sfx('', 'Tube'), TAPE('R')]),
      IM40: pkg('IM40', 'QFN-40 5x5', [TAPE('-C'), TAPE('-CR')]),
    },
    devices: [
      ['EFM8BB10F8G', '8-bit 8051 EFM8 Busy Bee MCU, 8 KB flash, 25 MHz', 0.5, 'Q20', 'efm8bb1-datasheet'],
      ['EFM8BB21F16G', '8-bit 8051 EFM8 Busy Bee MCU, 16 KB flash, 50 MHz', 0.8, 'Q20 Q32', 'efm8bb2-datasheet'],
      ['EFM8UB10F16G', '8-bit 8051 EFM8 Universal Bee MCU, USB', 1.1, 'Q20', 'efm8ub1-datasheet'],
      ['EFM32PG22C200F512', 'Arm Cortex-M33 EFM32 Pearl Gecko MCU, 512 KB flash', 2.2, 'IM40', 'efm32pg22-datasheet'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('wch'),
    category: cat('microcontrollers'),
    weight: 3,
    rows: [
      ['CH32V003F4P6', 'RISC-V MCU, 16 KB flash, 48 MHz', 0.12, 'TSSOP-20'],
      ['CH32V003J4M6', 'RISC-V MCU, 16 KB flash, 48 MHz', 0.1, 'SOP-8'],
      ['CH32V003A4M6', 'RISC-V MCU, 16 KB flash, 48 MHz', 0.11, 'SOP-16'],
      ['CH32V203C8T6', 'RISC-V MCU, 64 KB flash, 144 MHz, USB', 0.6, 'LQFP-48 7x7'],
      ['CH32V203G6U6', 'RISC-V MCU, 32 KB flash, 144 MHz, USB', 0.45, 'QFN-28 4x4'],
      ['CH32V307VCT6', 'RISC-V MCU, 256 KB flash, 144 MHz, Ethernet', 1.9, 'LQFP-100 14x14'],
      ['CH32F103C8T6', 'Arm Cortex-M3 MCU, 64 KB flash, 72 MHz', 0.7, 'LQFP-48 7x7'],
      ['CH552G', '8051 MCU, 16 KB flash, USB', 0.35, 'SOP-16'],
      ['CH554T', '8051 MCU, 16 KB flash, USB host and device', 0.45, 'TSSOP-20'],
      ['CH582F', 'RISC-V BLE MCU, 448 KB flash, USB', 1.2, 'QFN-28 4x4'],
    ],
    suffixes: [sfx('', 'Tube')],
    doc: (name) => `${name.slice(0, 8)}DS0`,
  }),
]

export const MCU_SERIES: readonly Series[] = [...microchip, ...others]
