import type { Kind } from './kinds';

/**
 * The three colours (indices in taxonomy's COLOURS: 0 black, 1 white, 2 red, 3 navy, 4 grey, 5 pink, 6 green,
 * 7 khaki, 8 sky blue) each kind of goods is made in, the usual ones first. A generated goods takes its colours
 * from its kind's, so goods of a kind share their pictures: the seed draws a kind in at most these three colours.
 */
export const PALETTES: Record<Kind, readonly [number, number, number]> = {
  tshirt: [1, 0, 3], shirt: [1, 8, 3], trousers: [7, 0, 3], jacket: [0, 3, 7], dress: [5, 2, 8], skirt: [0, 5, 7],
  hoodie: [4, 0, 5], romper: [5, 8, 1], outfit: [8, 5, 2],
  sneaker: [1, 0, 4], hightop: [2, 0, 1], dressShoe: [0, 7, 3], boot: [0, 7, 2], sandal: [7, 0, 5], slipper: [4, 5, 8],
  clog: [6, 5, 8],
  shoulderBag: [0, 2, 7], tote: [7, 1, 3], backpack: [0, 3, 4], suitcase: [8, 4, 0], duffel: [3, 0, 6], pouch: [4, 5, 8],
  storageBox: [1, 8, 4], hanger: [1, 0, 7], shelf: [1, 0, 6], bedding: [8, 4, 5], pillow: [4, 7, 5], blanket: [4, 7, 2],
  vase: [1, 8, 6], clock: [0, 1, 2],
  pan: [0, 2, 4], pot: [4, 2, 0], plate: [1, 8, 6], bowl: [1, 3, 2], chopsticks: [7, 2, 0], thermos: [0, 1, 8],
  glass: [8, 6, 2], mug: [1, 0, 2],
  phoneCase: [1, 0, 5], phone: [0, 1, 8], phoneStand: [0, 1, 4], earbuds: [1, 0, 5], headphones: [0, 1, 2],
  speaker: [0, 3, 2], cable: [1, 0, 2], powerBank: [1, 0, 8], charger: [1, 0, 4],
  blocks: [2, 8, 6], puzzle: [8, 2, 6], teddy: [7, 5, 4], toyCar: [2, 8, 6], drone: [1, 0, 4], boat: [2, 8, 1],
  creamJar: [5, 1, 6], tube: [1, 8, 6], sachet: [6, 5, 8], lipstick: [2, 5, 0], bottle: [7, 5, 1], palette: [5, 7, 2],
  curlingIron: [5, 0, 1], hairDryer: [0, 1, 5], brush: [5, 0, 7],
  pen: [3, 0, 2], notebook: [0, 3, 7], stickyNotes: [5, 8, 6], folder: [3, 2, 6], penHolder: [0, 1, 8], deskTray: [0, 1, 4],
  yogaMat: [6, 5, 8], dumbbell: [0, 2, 8], band: [2, 6, 8], tent: [6, 7, 2], foldingChair: [3, 6, 0], sleepingBag: [3, 6, 2],
  helmet: [1, 0, 2], glove: [0, 2, 4], bikeLight: [0, 2, 1],
  seatCover: [0, 7, 4], floorMat: [0, 4, 7], steeringWheel: [0, 7, 4], dashCam: [0, 4, 1], vacuum: [0, 4, 2],
  wiper: [0, 4, 2], airFilter: [2, 3, 6], brakeDisc: [2, 0, 7],
  mailerBag: [4, 5, 1], zipBag: [8, 2, 6], carton: [2, 3, 0], giftBox: [2, 5, 3], tape: [7, 1, 2], filmRoll: [8, 6, 2],
  bubbleWrap: [8, 6, 2],
  necklace: [6, 2, 8], bracelet: [1, 2, 0], earrings: [2, 6, 8], hairClip: [0, 7, 5], scrunchie: [5, 0, 7],
  headband: [0, 5, 7], cap: [0, 3, 2], bucketHat: [7, 0, 8], beanie: [4, 2, 3],
};
