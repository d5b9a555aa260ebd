import { type CategorySlug, cat, categoryById } from './categories.ts'

/**
 * The manufacturers (brands) of the demo catalog: real component makers, each with a stable id, a slug, the
 * country of its head office, its web domain, the leaf categories it makes parts in, and the shape of a
 * datasheet link on its site. The datasheet paths are plausible, not real: the demo links to the maker's
 * domain, never to a file we host.
 */

/** A manufacturer of the demo catalog. */
export interface DemoManufacturer {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly country: string
  /** `https://www.ti.com` */
  readonly website: string
  /** Leaf category ids it makes parts in (every series of the generator is in one of them). */
  readonly categoryIds: readonly number[]
  /** One sentence for the brand page. */
  readonly description: string
  /** Datasheet link with `{doc}` where the document name goes. */
  readonly datasheetTemplate: string
}

type Entry = readonly [
  id: number,
  slug: string,
  name: string,
  country: string,
  website: string,
  datasheet: string,
  categories: readonly CategorySlug[],
]

// One manufacturer a line: id, slug, name, country, website, datasheet link, leaf categories.
// prettier-ignore
const ENTRIES = [
  [1, 'texas-instruments', 'Texas Instruments', 'United States', 'https://www.ti.com', 'https://www.ti.com/lit/ds/symlink/{doc}.pdf', ['microcontrollers', 'op-amps', 'comparators', 'ldo-regulators', 'dc-dc-converters', 'voltage-references', 'battery-management', 'interface-transceivers', 'logic', 'data-converters', 'clock-timing', 'motor-gate-drivers', 'supervisors', 'rf-transceivers', 'wireless-modules', 'mosfets', 'esd-protection', 'temperature-humidity-sensors', 'magnetic-sensors', 'current-sensors', 'dc-dc-modules']],
  [2, 'analog-devices', 'Analog Devices', 'United States', 'https://www.analog.com', 'https://www.analog.com/media/en/technical-documentation/data-sheets/{doc}.pdf', ['op-amps', 'ldo-regulators', 'dc-dc-converters', 'voltage-references', 'battery-management', 'interface-transceivers', 'data-converters', 'motor-gate-drivers', 'motion-sensors', 'dc-dc-modules']],
  [3, 'stmicroelectronics', 'STMicroelectronics', 'Switzerland', 'https://www.st.com', 'https://www.st.com/resource/en/datasheet/{doc}.pdf', ['microcontrollers', 'op-amps', 'comparators', 'ldo-regulators', 'dc-dc-converters', 'battery-management', 'eeprom', 'interface-transceivers', 'clock-timing', 'motor-gate-drivers', 'supervisors', 'rf-transceivers', 'mosfets', 'bjts', 'rectifier-diodes', 'schottky-diodes', 'tvs-diodes', 'esd-protection', 'temperature-humidity-sensors', 'motion-sensors']],
  [4, 'microchip', 'Microchip Technology', 'United States', 'https://www.microchip.com', 'https://ww1.microchip.com/downloads/en/DeviceDoc/{doc}.pdf', ['microcontrollers', 'op-amps', 'comparators', 'ldo-regulators', 'dc-dc-converters', 'voltage-references', 'battery-management', 'eeprom', 'interface-transceivers', 'usb-bridges', 'data-converters', 'clock-timing', 'supervisors', 'wireless-modules', 'temperature-humidity-sensors']],
  [5, 'nxp', 'NXP Semiconductors', 'Netherlands', 'https://www.nxp.com', 'https://www.nxp.com/docs/en/data-sheet/{doc}.pdf', ['microcontrollers', 'interface-transceivers', 'clock-timing', 'rf-transceivers', 'motion-sensors']],
  [6, 'onsemi', 'onsemi', 'United States', 'https://www.onsemi.com', 'https://www.onsemi.com/pdf/datasheet/{doc}-d.pdf', ['op-amps', 'ldo-regulators', 'dc-dc-converters', 'eeprom', 'logic', 'motor-gate-drivers', 'mosfets', 'bjts', 'rectifier-diodes', 'schottky-diodes', 'zener-diodes', 'switching-diodes', 'tvs-diodes', 'esd-protection', 'optocouplers']],
  [7, 'infineon', 'Infineon Technologies', 'Germany', 'https://www.infineon.com', 'https://www.infineon.com/dgdl/{doc}-DataSheet.pdf', ['microcontrollers', 'interface-transceivers', 'motor-gate-drivers', 'rf-transceivers', 'mosfets', 'esd-protection', 'magnetic-sensors']],
  [8, 'renesas', 'Renesas Electronics', 'Japan', 'https://www.renesas.com', 'https://www.renesas.com/us/en/document/dst/{doc}-datasheet.pdf', ['microcontrollers', 'dc-dc-converters', 'interface-transceivers', 'clock-timing']],
  [9, 'nexperia', 'Nexperia', 'Netherlands', 'https://www.nexperia.com', 'https://assets.nexperia.com/documents/data-sheet/{doc}.pdf', ['logic', 'mosfets', 'bjts', 'schottky-diodes', 'zener-diodes', 'switching-diodes', 'esd-protection']],
  [10, 'vishay', 'Vishay Intertechnology', 'United States', 'https://www.vishay.com', 'https://www.vishay.com/docs/{doc}.pdf', ['chip-resistors', 'current-sense-resistors', 'tantalum-capacitors', 'film-capacitors', 'power-inductors', 'mosfets', 'rectifier-diodes', 'schottky-diodes', 'zener-diodes', 'switching-diodes', 'bridge-rectifiers', 'tvs-diodes', 'esd-protection', 'optocouplers', 'ir-receivers', 'thermistors']],
  [11, 'yageo', 'YAGEO', 'Taiwan', 'https://www.yageo.com', 'https://www.yageo.com/upload/media/product/productsearch/datasheet/{doc}.pdf', ['chip-resistors', 'current-sense-resistors', 'resistor-arrays', 'mlcc']],
  [12, 'murata', 'Murata Manufacturing', 'Japan', 'https://www.murata.com', 'https://www.murata.com/products/productdata/datasheet/{doc}.pdf', ['wireless-modules', 'mlcc', 'power-inductors', 'rf-inductors', 'ferrite-beads', 'common-mode-chokes', 'crystals', 'buzzers', 'thermistors', 'motion-sensors', 'dc-dc-modules']],
  [13, 'samsung-electro-mechanics', 'Samsung Electro-Mechanics', 'South Korea', 'https://www.samsungsem.com', 'https://product.samsungsem.com/front/downloads/{doc}.pdf', ['chip-resistors', 'mlcc']],
  [14, 'tdk', 'TDK', 'Japan', 'https://www.tdk.com', 'https://product.tdk.com/system/files/dam/doc/product/{doc}.pdf', ['mlcc', 'film-capacitors', 'power-inductors', 'rf-inductors', 'ferrite-beads', 'common-mode-chokes', 'varistors', 'buzzers', 'thermistors', 'motion-sensors']],
  [15, 'kemet', 'KEMET', 'United States', 'https://www.kemet.com', 'https://content.kemet.com/datasheets/{doc}.pdf', ['mlcc', 'electrolytic-capacitors', 'tantalum-capacitors']],
  [16, 'panasonic', 'Panasonic Industry', 'Japan', 'https://industry.panasonic.com', 'https://industry.panasonic.com/cdbs/www-data/pdf/{doc}.pdf', ['chip-resistors', 'current-sense-resistors', 'resistor-arrays', 'electrolytic-capacitors', 'tantalum-capacitors', 'film-capacitors', 'varistors', 'board-to-board', 'tactile-switches', 'relays']],
  [17, 'bourns', 'Bourns', 'United States', 'https://www.bourns.com', 'https://www.bourns.com/docs/product-datasheets/{doc}.pdf', ['chip-resistors', 'current-sense-resistors', 'resistor-arrays', 'power-inductors', 'ferrite-beads', 'tvs-diodes', 'esd-protection', 'ptc-resettable-fuses', 'varistors']],
  [18, 'littelfuse', 'Littelfuse', 'United States', 'https://www.littelfuse.com', 'https://www.littelfuse.com/assets/docs/datasheets/{doc}.pdf', ['tvs-diodes', 'esd-protection', 'fuses', 'ptc-resettable-fuses', 'varistors']],
  [19, 'te-connectivity', 'TE Connectivity', 'Switzerland', 'https://www.te.com', 'https://www.te.com/documents/customer-drawings/{doc}.pdf', ['ptc-resettable-fuses', 'wire-to-board', 'terminal-blocks', 'rf-connectors', 'relays']],
  [20, 'molex', 'Molex', 'United States', 'https://www.molex.com', 'https://www.molex.com/pdm_docs/sd/{doc}_sd.pdf', ['headers', 'wire-to-board', 'usb-connectors', 'board-to-board', 'fpc-connectors', 'rf-connectors']],
  [21, 'amphenol', 'Amphenol', 'United States', 'https://www.amphenol-cs.com', 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/{doc}.pdf', ['headers', 'usb-connectors', 'rf-connectors']],
  [22, 'wurth-elektronik', 'Würth Elektronik', 'Germany', 'https://www.we-online.com', 'https://www.we-online.com/components/products/datasheet/{doc}.pdf', ['power-inductors', 'ferrite-beads', 'common-mode-chokes', 'leds', 'headers', 'usb-connectors', 'fpc-connectors', 'terminal-blocks', 'tactile-switches']],
  [23, 'diodes-incorporated', 'Diodes Incorporated', 'United States', 'https://www.diodes.com', 'https://www.diodes.com/assets/Datasheets/{doc}.pdf', ['ldo-regulators', 'dc-dc-converters', 'logic', 'supervisors', 'mosfets', 'bjts', 'rectifier-diodes', 'schottky-diodes', 'zener-diodes', 'switching-diodes', 'bridge-rectifiers', 'tvs-diodes', 'esd-protection']],
  [24, 'rohm', 'ROHM Semiconductor', 'Japan', 'https://www.rohm.com', 'https://fscdn.rohm.com/en/products/databook/datasheet/{doc}-e.pdf', ['ldo-regulators', 'eeprom', 'motor-gate-drivers', 'chip-resistors', 'current-sense-resistors', 'mosfets', 'bjts', 'schottky-diodes', 'zener-diodes']],
  [25, 'toshiba', 'Toshiba Electronic Devices & Storage', 'Japan', 'https://toshiba.semicon-storage.com', 'https://toshiba.semicon-storage.com/info/{doc}_datasheet_en.pdf', ['logic', 'motor-gate-drivers', 'mosfets', 'bjts', 'schottky-diodes', 'optocouplers']],
  [26, 'espressif', 'Espressif Systems', 'China', 'https://www.espressif.com', 'https://www.espressif.com/sites/default/files/documentation/{doc}_datasheet_en.pdf', ['rf-transceivers', 'wireless-modules']],
  [27, 'silicon-labs', 'Silicon Labs', 'United States', 'https://www.silabs.com', 'https://www.silabs.com/documents/public/data-sheets/{doc}.pdf', ['microcontrollers', 'interface-transceivers', 'usb-bridges', 'clock-timing', 'rf-transceivers', 'wireless-modules', 'temperature-humidity-sensors']],
  [28, 'nordic-semiconductor', 'Nordic Semiconductor', 'Norway', 'https://www.nordicsemi.com', 'https://infocenter.nordicsemi.com/pdf/{doc}_PS.pdf', ['battery-management', 'rf-transceivers']],
  [29, 'maxim-integrated', 'Maxim Integrated', 'United States', 'https://www.maximintegrated.com', 'https://datasheets.maximintegrated.com/en/ds/{doc}.pdf', ['op-amps', 'dc-dc-converters', 'battery-management', 'interface-transceivers', 'usb-bridges', 'data-converters', 'clock-timing', 'supervisors', 'temperature-humidity-sensors']],
  [30, 'monolithic-power-systems', 'Monolithic Power Systems', 'United States', 'https://www.monolithicpower.com', 'https://www.monolithicpower.com/en/documentview/productdocument/index/version/2/document_type/Datasheet/lang/en/sku/{doc}.pdf', ['dc-dc-converters', 'motor-gate-drivers']],
  [31, 'richtek', 'Richtek Technology', 'Taiwan', 'https://www.richtek.com', 'https://www.richtek.com/assets/product_file/{doc}.pdf', ['ldo-regulators', 'dc-dc-converters']],
  [32, 'gigadevice', 'GigaDevice', 'China', 'https://www.gigadevice.com', 'https://www.gigadevice.com/uploads/datasheet/{doc}.pdf', ['microcontrollers', 'flash-memory']],
  [33, 'winbond', 'Winbond Electronics', 'Taiwan', 'https://www.winbond.com', 'https://www.winbond.com/resource-files/{doc}.pdf', ['flash-memory']],
  [34, 'macronix', 'Macronix', 'Taiwan', 'https://www.macronix.com', 'https://www.macronix.com/Lists/Datasheet/Attachments/{doc}.pdf', ['flash-memory']],
  [35, 'lattice', 'Lattice Semiconductor', 'United States', 'https://www.latticesemi.com', 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/{doc}.pdf', ['fpgas']],
  [36, 'amd-xilinx', 'AMD (Xilinx)', 'United States', 'https://www.amd.com', 'https://docs.amd.com/v/u/en-US/{doc}.pdf', ['fpgas']],
  [37, 'intel-altera', 'Intel (Altera)', 'United States', 'https://www.intel.com', 'https://www.intel.com/content/dam/www/programmable/us/en/pdfs/literature/hb/{doc}.pdf', ['fpgas']],
  [38, 'broadcom', 'Broadcom', 'United States', 'https://www.broadcom.com', 'https://docs.broadcom.com/doc/{doc}.pdf', ['rf-front-end', 'leds', 'optocouplers']],
  [39, 'qorvo', 'Qorvo', 'United States', 'https://www.qorvo.com', 'https://www.qorvo.com/products/d/{doc}.pdf', ['rf-front-end']],
  [40, 'skyworks', 'Skyworks Solutions', 'United States', 'https://www.skyworksinc.com', 'https://www.skyworksinc.com/-/media/SkyWorks/Documents/Products/{doc}.pdf', ['rf-front-end']],
  [41, 'jst', 'JST', 'Japan', 'https://www.jst-mfg.com', 'https://www.jst-mfg.com/product/pdf/eng/{doc}.pdf', ['wire-to-board', 'fpc-connectors']],
  [42, 'hirose', 'Hirose Electric', 'Japan', 'https://www.hirose.com', 'https://www.hirose.com/en/product/document/{doc}.pdf', ['wire-to-board', 'usb-connectors', 'board-to-board', 'fpc-connectors', 'rf-connectors']],
  [43, 'kyocera-avx', 'Kyocera AVX', 'United States', 'https://www.kyocera-avx.com', 'https://datasheets.kyocera-avx.com/{doc}.pdf', ['mlcc', 'tantalum-capacitors']],
  [44, 'samtec', 'Samtec', 'United States', 'https://www.samtec.com', 'https://suddendocs.samtec.com/productspecs/{doc}.pdf', ['headers', 'board-to-board']],
  [45, 'cui-devices', 'CUI Devices', 'United States', 'https://www.cuidevices.com', 'https://www.cuidevices.com/product/resource/{doc}.pdf', ['usb-connectors', 'terminal-blocks', 'buzzers', 'dc-dc-modules', 'ac-dc-modules']],
  [46, 'omron', 'Omron Electronic Components', 'Japan', 'https://components.omron.com', 'https://omronfs.omron.com/en_US/ecb/products/pdf/en-{doc}.pdf', ['tactile-switches', 'slide-dip-switches', 'relays']],
  [47, 'sunlord', 'Sunlord Electronics', 'China', 'https://www.sunlordinc.com', 'https://www.sunlordinc.com/UploadFiles/datasheet/{doc}.pdf', ['power-inductors', 'rf-inductors', 'ferrite-beads', 'thermistors']],
  [48, 'uni-royal', 'UNI-ROYAL (Uniroyal Electronics)', 'China', 'https://www.royalohm.com', 'https://www.royalohm.com/upload/datasheet/{doc}.pdf', ['chip-resistors']],
  [49, 'fenghua', 'FH (Guangdong Fenghua Advanced Tech)', 'China', 'https://www.china-fenghua.com', 'https://www.china-fenghua.com/uploads/datasheet/{doc}.pdf', ['chip-resistors', 'mlcc', 'ferrite-beads']],
  [50, 'lrc', 'LRC (Leshan Radio)', 'China', 'https://www.lrc.cn', 'https://www.lrc.cn/uploadfile/datasheet/{doc}.pdf', ['bjts', 'zener-diodes', 'switching-diodes']],
  [51, 'walsin', 'Walsin Technology', 'Taiwan', 'https://www.passivecomponent.com', 'https://www.passivecomponent.com/wp-content/uploads/datasheet/{doc}.pdf', ['chip-resistors', 'mlcc']],
  [52, 'koa', 'KOA Speer Electronics', 'Japan', 'https://www.koaspeer.com', 'https://www.koaspeer.com/pdfs/{doc}.pdf', ['chip-resistors', 'current-sense-resistors']],
  [53, 'taiyo-yuden', 'Taiyo Yuden', 'Japan', 'https://www.yuden.co.jp', 'https://ds.yuden.co.jp/TYCOMPAS/ut/specSheet/{doc}.pdf', ['mlcc', 'power-inductors', 'ferrite-beads']],
  [54, 'nichicon', 'Nichicon', 'Japan', 'https://www.nichicon.co.jp', 'https://www.nichicon.co.jp/english/products/pdfs/{doc}.pdf', ['electrolytic-capacitors']],
  [55, 'rubycon', 'Rubycon', 'Japan', 'https://www.rubycon.co.jp', 'https://www.rubycon.co.jp/wp-content/uploads/catalog-aluminum/{doc}.pdf', ['electrolytic-capacitors']],
  [56, 'everlight', 'Everlight Electronics', 'Taiwan', 'https://www.everlight.com', 'https://www.everlight.com/wp-content/uploads/datasheet/{doc}.pdf', ['leds', 'optocouplers', 'ir-receivers']],
  [57, 'lite-on', 'Lite-On', 'Taiwan', 'https://optoelectronics.liteon.com', 'https://optoelectronics.liteon.com/upload/download/{doc}.pdf', ['leds', 'optocouplers']],
  [58, 'ams-osram', 'ams OSRAM', 'Austria', 'https://ams-osram.com', 'https://look.ams-osram.com/m/datasheet/{doc}.pdf', ['leds']],
  [59, 'kingbright', 'Kingbright', 'Taiwan', 'https://www.kingbrightusa.com', 'https://www.kingbrightusa.com/images/catalog/SPEC/{doc}.pdf', ['leds']],
  [60, 'sensirion', 'Sensirion', 'Switzerland', 'https://sensirion.com', 'https://sensirion.com/media/documents/{doc}.pdf', ['temperature-humidity-sensors']],
  [61, 'bosch-sensortec', 'Bosch Sensortec', 'Germany', 'https://www.bosch-sensortec.com', 'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/{doc}.pdf', ['temperature-humidity-sensors', 'motion-sensors']],
  [62, 'allegro', 'Allegro MicroSystems', 'United States', 'https://www.allegromicro.com', 'https://www.allegromicro.com/-/media/files/datasheets/{doc}-datasheet.pdf', ['motor-gate-drivers', 'magnetic-sensors', 'current-sensors']],
  [63, 'melexis', 'Melexis', 'Belgium', 'https://www.melexis.com', 'https://www.melexis.com/-/media/files/documents/datasheets/{doc}-datasheet-melexis.pdf', ['temperature-humidity-sensors', 'magnetic-sensors', 'current-sensors']],
  [64, 'ck', 'C&K Switches', 'United States', 'https://www.ckswitches.com', 'https://www.ckswitches.com/media/{doc}.pdf', ['tactile-switches', 'slide-dip-switches']],
  [65, 'e-switch', 'E-Switch', 'United States', 'https://www.e-switch.com', 'https://www.e-switch.com/wp-content/uploads/{doc}.pdf', ['tactile-switches', 'slide-dip-switches']],
  [66, 'abracon', 'Abracon', 'United States', 'https://abracon.com', 'https://abracon.com/datasheets/{doc}.pdf', ['clock-timing', 'crystals', 'oscillators']],
  [67, 'epson', 'Epson', 'Japan', 'https://www5.epsondevice.com', 'https://www5.epsondevice.com/en/products/datasheet/{doc}_en.pdf', ['crystals', 'oscillators']],
  [68, 'txc', 'TXC Corporation', 'Taiwan', 'https://www.txccorp.com', 'https://www.txccorp.com/download/products/{doc}.pdf', ['crystals', 'oscillators']],
  [69, 'ecs', 'ECS Inc.', 'United States', 'https://ecsxtal.com', 'https://ecsxtal.com/store/pdf/{doc}.pdf', ['crystals', 'oscillators']],
  [70, 'sitime', 'SiTime', 'United States', 'https://www.sitime.com', 'https://www.sitime.com/datasheet/{doc}.pdf', ['oscillators']],
  [71, 'coilcraft', 'Coilcraft', 'United States', 'https://www.coilcraft.com', 'https://www.coilcraft.com/getmedia/datasheet/{doc}.pdf', ['power-inductors', 'rf-inductors']],
  [72, 'recom', 'RECOM Power', 'Austria', 'https://recom-power.com', 'https://recom-power.com/pdf/{doc}.pdf', ['dc-dc-modules', 'ac-dc-modules']],
  [73, 'mean-well', 'MEAN WELL', 'Taiwan', 'https://www.meanwell.com', 'https://www.meanwell.com/Upload/PDF/{doc}.pdf', ['dc-dc-modules', 'ac-dc-modules']],
  [74, 'alpha-omega', 'Alpha & Omega Semiconductor', 'United States', 'https://www.aosmd.com', 'https://www.aosmd.com/res/datasheets/{doc}.pdf', ['mosfets']],
  [75, 'mcc', 'Micro Commercial Components', 'United States', 'https://www.mccsemi.com', 'https://www.mccsemi.com/pdf/Products/{doc}.pdf', ['mosfets', 'bjts', 'rectifier-diodes', 'schottky-diodes', 'switching-diodes', 'bridge-rectifiers', 'tvs-diodes']],
  [76, 'taiwan-semiconductor', 'Taiwan Semiconductor', 'Taiwan', 'https://www.taiwansemi.com', 'https://www.taiwansemi.com/assets/uploads/datasheet/{doc}.pdf', ['mosfets', 'bjts', 'rectifier-diodes', 'schottky-diodes', 'switching-diodes', 'bridge-rectifiers', 'tvs-diodes']],
  [77, 'wch', 'WCH (Nanjing Qinheng Microelectronics)', 'China', 'https://www.wch-ic.com', 'https://www.wch-ic.com/downloads/file/{doc}.pdf', ['microcontrollers', 'usb-bridges']],
  [78, 'ftdi', 'FTDI', 'United Kingdom', 'https://ftdichip.com', 'https://ftdichip.com/wp-content/uploads/{doc}.pdf', ['usb-bridges']],
  [79, 'semtech', 'Semtech', 'United States', 'https://www.semtech.com', 'https://www.semtech.com/uploads/documents/{doc}.pdf', ['rf-transceivers', 'esd-protection']],
  [80, 'eaton', 'Eaton (Bussmann)', 'Ireland', 'https://www.eaton.com', 'https://www.eaton.com/content/dam/eaton/products/electronic-components/resources/data-sheet/{doc}.pdf', ['fuses']],
  [81, 'phoenix-contact', 'Phoenix Contact', 'Germany', 'https://www.phoenixcontact.com', 'https://www.phoenixcontact.com/product/pdf/{doc}.pdf', ['terminal-blocks']],
  [82, 'harwin', 'Harwin', 'United Kingdom', 'https://www.harwin.com', 'https://cdn.harwin.com/pdfs/{doc}.pdf', ['headers']],
  [83, 'hongfa', 'Hongfa', 'China', 'https://www.hongfa.com', 'https://www.hongfa.com/pro/pdf/{doc}_en.pdf', ['relays']],
  [84, 'changjiang', 'Changjiang Electronics Tech (CJ)', 'China', 'https://www.jscj-elec.com', 'https://www.jscj-elec.com/Upload/datasheet/{doc}.pdf', ['mosfets', 'bjts', 'rectifier-diodes', 'schottky-diodes', 'zener-diodes', 'switching-diodes']],
  [85, 'gct', 'GCT (Global Connector Technology)', 'United Kingdom', 'https://gct.co', 'https://gct.co/files/drawings/{doc}.pdf', ['usb-connectors']],
  [86, 'honeywell', 'Honeywell Sensing', 'United States', 'https://sps.honeywell.com', 'https://prod-edam.honeywell.com/content/dam/honeywell-edam/sps/siot/en-us/products/sensors/{doc}.pdf', ['temperature-humidity-sensors', 'magnetic-sensors']],
  [87, 'torex', 'Torex Semiconductor', 'Japan', 'https://www.torexsemi.com', 'https://product.torexsemi.com/system/files/series/{doc}.pdf', ['ldo-regulators']],
] as const satisfies readonly Entry[]

/** The slug of a demo manufacturer. */
export type ManufacturerSlug = (typeof ENTRIES)[number][1]

const COUNTRY_ADJECTIVE: Readonly<Record<string, string>> = {
  'United States': 'American',
  Switzerland: 'Swiss',
  Netherlands: 'Dutch',
  Germany: 'German',
  Japan: 'Japanese',
  Taiwan: 'Taiwanese',
  'South Korea': 'South Korean',
  China: 'Chinese',
  Norway: 'Norwegian',
  Austria: 'Austrian',
  Belgium: 'Belgian',
  'United Kingdom': 'British',
  Ireland: 'Irish',
}

/** How a brand page names each top-level family in running text. */
const FAMILY_NOUN: Readonly<Record<number, string>> = {
  1: 'integrated circuits',
  2: 'RF and wireless products',
  3: 'passive components',
  4: 'discrete semiconductors',
  5: 'circuit protection devices',
  6: 'optoelectronics',
  7: 'connectors',
  8: 'electromechanical components',
  9: 'sensors',
  10: 'power modules',
}

/** `Nexperia is a Dutch maker of discrete semiconductors, circuit protection devices and integrated circuits.` */
function describe(name: string, country: string, categoryIds: readonly number[]): string {
  const families = [...new Set(categoryIds.map((id) => categoryById(id)?.parentId ?? 0))]
  const nouns = families.map((family) => FAMILY_NOUN[family] ?? '').filter((noun) => noun !== '')
  const listed =
    nouns.length <= 1
      ? (nouns[0] ?? 'electronic components')
      : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1) ?? ''}`
  const adjective = COUNTRY_ADJECTIVE[country] ?? country
  return `${name} is a${/^[AEIOU]/.test(adjective) ? 'n' : ''} ${adjective} maker of ${listed}.`
}

/** Every manufacturer, by id. */
export const MANUFACTURERS: readonly DemoManufacturer[] = (ENTRIES as readonly Entry[]).map(
  ([id, slug, name, country, website, datasheetTemplate, categories]) => {
    const categoryIds = categories.map((category) => cat(category))
    return {
      id,
      slug,
      name,
      country,
      website,
      datasheetTemplate,
      categoryIds,
      description: describe(name, country, categoryIds),
    }
  },
)

const BY_SLUG = new Map(MANUFACTURERS.map((maker) => [maker.slug, maker]))
const BY_ID = new Map(MANUFACTURERS.map((maker) => [maker.id, maker]))

/** The id of a manufacturer by slug: `mfr('texas-instruments')` is 1. */
export function mfr(slug: ManufacturerSlug): number {
  const maker = BY_SLUG.get(slug)
  if (maker === undefined) throw new Error(`Unknown manufacturer slug: ${slug}`)
  return maker.id
}

/** A manufacturer by id, or `undefined`. */
export function manufacturerById(id: number): DemoManufacturer | undefined {
  return BY_ID.get(id)
}
