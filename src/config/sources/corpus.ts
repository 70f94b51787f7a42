/**
 * Prose that synthetic prompts and shared prefixes are cut from (src/plan/synthetic.ts). Written for this project and
 * under its licence (MIT), so it can ship with it; varied in topic and wording so that cut pieces read like text and
 * tokenize like text, not like one repeated word. A prompt longer than the corpus wraps around to its start.
 */
export const CORPUS = `The harbour town woke before the sun. Fishing boats slipped their moorings one by one, their engines coughing in the cold air, and the gulls followed them out past the breakwater as they did every morning. On the quay, a woman in a yellow coat counted crates of ice and wrote the numbers in a notebook that had seen thirty winters. She did not need the notebook any more; she kept it because her mother had kept one, and because the numbers, read years later, told stories that nobody remembered telling.

A bridge is a promise made in steel and stone. Its engineers must reason about loads they will never see: the lorry that brakes hard in the rain, the wind that comes once a century, the slow creep of concrete over decades. They divide the problem into members and joints, compute the forces in each, and then multiply by a factor of safety that admits how little anyone knows for certain. The best bridges look simple because the difficult thinking has been hidden inside them.

When a program runs slowly, the first instinct is to guess. The second, better instinct is to measure. A profiler shows where the time goes, and it is rarely where anyone expected: a loop that copies a string on every pass, a lock taken a million times, a query that fetches a whole table to read one row. Fixing the real cause is often a small change. Finding it is the work.

In the mountains the weather changes faster than the forecast. A clear morning can turn to cloud by noon, and cloud to hail by two. Experienced walkers carry a spare layer even in summer, turn back when the ridge disappears into mist, and know that the summit will still be there next year. The ones who get into trouble are usually strong, well equipped and in a hurry.

Bread needs four things: flour, water, salt and time. The yeast feeds on sugars in the flour and breathes out the gas that lifts the dough, while enzymes slowly break starch into flavour. A loaf made in two hours is edible; a loaf made over two days, with a cold rest in the middle, tastes of something deeper. Bakers argue about hydration and folding, but they agree that patience cannot be replaced by heat.

A queue forms whenever work arrives faster than it can be served, even for a moment. The average arrival rate may be comfortably below capacity, yet bursts still build lines that take minutes to drain. This is why a system that is eighty per cent busy on average can feel sluggish, and why the tail of the waiting time, not its mean, decides whether people complain. Adding a second server to a busy queue helps far more than making one server a little faster.

The old library kept its maps in wide, shallow drawers that slid out with a sigh. Some were printed, some drawn by hand, and a few were wrong in ways that had become historically interesting: rivers that flowed uphill, islands that never existed, a coastline copied from an earlier mistake. A map is an argument about what matters. It leaves out almost everything so that the rest can be seen.

Gardeners learn to read soil with their hands. Clay holds together when squeezed and stays sticky; sand falls apart; loam crumbles like cake. Each needs different care. Clay drains slowly and warms late in spring but holds nutrients well. Sand drains fast and needs feeding often. Compost improves both, which is why every serious gardener has a heap somewhere, steaming gently in the corner, turning kitchen waste into next year's harvest.

Languages borrow words the way neighbours borrow tools, and rarely give them back. A word travels with a trade, a cuisine or an invention, and arrives bent to fit new mouths. Its old meaning may narrow, widen or drift sideways until speakers of the source language hardly recognise it. Dictionaries record these journeys, but they are always a little behind the street.

An orchestra tunes to a single note, usually given by the oboe, because its sound is steady and easy to hear. Then each section settles into the shared pitch, strings first, winds after, brass last. It takes a minute, and it is easy to overlook, but without it the most gifted players would sound careless. Agreement on small things makes room for expression in large ones.

Rivers carry more than water. They move sand, silt and stones, grinding them smaller along the way, and drop them where the current slows: on the inside of bends, behind boulders, at the mouth where fresh water meets the sea. Over centuries a river builds its own valley floor and then wanders across it, abandoning old channels that become lakes, marshes and finally fields.

The night shift at a hospital has its own rhythm. Corridors are quieter, lights are lower, and every sound carries. Nurses move between rooms checking drips and breathing, writing short notes for the morning team. Most nights nothing dramatic happens, and that is the point: the careful, repetitive attention is what keeps the dramatic from happening at all.

A good recipe for a stew begins with browning. Meat seared in a hot pan develops flavours that boiling never produces, and the brown residue left behind is dissolved with wine or stock and returned to the pot. Then the heat goes down and stays down for hours. Onions soften, collagen melts, and the sauce thickens on its own. The cook's main job is to leave it alone.

Every network is a compromise between speed and certainty. A message sent once may be lost; a message acknowledged costs a round trip; a message sent to many must be ordered somehow, or readers will disagree about what happened first. Protocols encode these trade-offs in rules that look arbitrary until the day a link fails and the rules are all that stand between a glitch and an outage.

Children learn to count long before they understand what numbers are. They recite one, two, three like a song, then slowly discover that the last word names how many there are, that the order of counting does not change the total, and that a heap of five sweets is more than a heap of three even when the three are spread out wider. Each of these ideas seems obvious afterwards, which is exactly why they are hard to teach.

Snow falls as crystals, each grown around a speck of dust in a cloud, and their shapes depend on the temperature and humidity they passed through. Plates, needles, columns and the familiar six-armed stars all form in different conditions. On the ground they change again, rounding and bonding into layers that skiers and avalanche forecasters read like pages of a diary written by the winter.
`;
