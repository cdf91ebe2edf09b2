import { safetyOf } from './safety.ts';
import { equipmentById, slugify, sortTargets } from './tables.ts';
import type { EquipmentId, Exercise, Impact, Level, Pattern, Place, Position, TargetId, Trait } from './types.ts';

/** Exercise content ids: 20001+ (workouts 10001+; tips 3001+, meditations 4001+, pregnancy articles 5001+, blogs 6001+, policies and help 9001+, recipes 30001+). */
const EXERCISE_CONTENT_ID_BASE = 20000;

interface ExerciseSpec {
  name: string;
  reps?: number;
  seconds?: number;
  /** Default: bodyweight. */
  eq?: EquipmentId[];
  targets: TargetId[];
  pattern: Pattern;
  position: Position;
  impact?: Impact;
  unilateral?: boolean;
  traits?: Trait[];
  minLevel?: Level;
  /** Name of the low-impact swap of a high-impact move. */
  lowImpact?: string;
  /** Only where a home has it (a door frame); otherwise the equipment decides. */
  homeOnly?: boolean;
  cues: string[];
}

/**
 * The exercise library, as a trainer writes it: the dose is a sensible default for one set
 * (per side when unilateral); levels scale it in the workouts. Safety is not typed here: the
 * rules in safety.ts read position, impact, traits and equipment.
 */
const SPECS: ExerciseSpec[] = [
  // Squats
  { name: 'Bodyweight Squat', reps: 15, targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Sit back and down as if onto a chair', 'Knees track over your toes', 'Drive through your whole foot to stand'] },
  { name: 'Goblet Squat', reps: 12, eq: ['dumbbells'], targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Hold one dumbbell at your chest, elbows tucked', 'Sit between your hips with a tall chest'] },
  { name: 'Kettlebell Goblet Squat', reps: 12, eq: ['kettlebell'], targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Hold the bell by the horns at your chest', 'Push your knees out as you sit down'] },
  { name: 'Dumbbell Sumo Squat', reps: 12, eq: ['dumbbells'], targets: ['glutes', 'quads'], pattern: 'squat', position: 'standing', cues: ['Wide stance, toes turned out', 'Lower the dumbbell straight down between your feet'] },
  { name: 'Sumo Squat', reps: 15, targets: ['glutes', 'quads'], pattern: 'squat', position: 'standing', cues: ['Wide stance, toes turned out', 'Keep your knees pushing out over your toes'] },
  { name: 'Mini Band Squat', reps: 15, eq: ['mini-band'], targets: ['glutes', 'quads'], pattern: 'squat', position: 'standing', cues: ['Band just above your knees', 'Press your knees out against the band the whole time'] },
  { name: 'Box Squat', reps: 12, eq: ['bench'], targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Tap the bench lightly, do not sit down', 'Stand up by pushing the floor away'] },
  { name: 'Swiss Ball Wall Squat', reps: 12, eq: ['swiss-ball'], targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Ball between your lower back and the wall', 'Roll down until your thighs are near parallel'] },
  { name: 'Wall Sit', seconds: 40, targets: ['quads'], pattern: 'squat', position: 'standing', cues: ['Back flat on the wall, knees over ankles', 'Breathe steadily, do not hold your breath'] },
  { name: 'Squat Pulse', reps: 20, targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Stay low and pulse a few centimetres', 'Keep your weight in your heels'] },
  { name: 'Cossack Squat', reps: 8, unilateral: true, minLevel: 'Intermediate', targets: ['quads', 'glutes', 'mobility'], pattern: 'squat', position: 'standing', cues: ['Sit into one hip, the other leg long', 'Keep the heel of the bent leg down'] },
  { name: 'Jump Squat', reps: 12, impact: 'high', lowImpact: 'Bodyweight Squat', targets: ['quads', 'glutes', 'cardio'], pattern: 'squat', position: 'standing', cues: ['Land softly through your whole foot', 'Sink straight into the next squat'] },
  { name: 'Barbell Back Squat', reps: 8, eq: ['barbell'], minLevel: 'Intermediate', targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Bar on your upper back, brace before you descend', 'Knees out, chest proud'] },
  { name: 'Barbell Front Squat', reps: 8, eq: ['barbell'], minLevel: 'Advanced', targets: ['quads', 'core'], pattern: 'squat', position: 'standing', cues: ['Elbows high, bar resting on your shoulders', 'Stay upright all the way down'] },
  { name: 'Leg Press', reps: 12, eq: ['leg-press'], targets: ['quads', 'glutes'], pattern: 'squat', position: 'seated', cues: ['Feet hip-width in the middle of the plate', 'Lower until your hips start to curl, then press'] },
  { name: 'Smith Machine Squat', reps: 10, eq: ['smith-machine'], targets: ['quads', 'glutes'], pattern: 'squat', position: 'standing', cues: ['Feet slightly in front of the bar', 'Sit down between your heels'] },
  { name: 'Leg Extension', reps: 12, eq: ['leg-extension-machine'], targets: ['quads'], pattern: 'squat', position: 'seated', cues: ['Pad on your lower shins', 'Squeeze your quads at the top, lower slowly'] },
  { name: 'Dumbbell Squat to Press', reps: 10, eq: ['dumbbells'], targets: ['full-body', 'quads', 'shoulders'], pattern: 'squat', position: 'standing', cues: ['Dumbbells at your shoulders as you squat', 'Use the drive from your legs to press overhead'] },
  { name: 'Kettlebell Thruster', reps: 10, eq: ['kettlebell'], minLevel: 'Intermediate', targets: ['full-body', 'quads', 'shoulders'], pattern: 'squat', position: 'standing', cues: ['Bell in the rack position', 'Squat, then press as you stand'] },
  { name: 'Burpee', reps: 10, impact: 'high', minLevel: 'Intermediate', lowImpact: 'Step-Back Burpee', targets: ['full-body', 'cardio'], pattern: 'cardio', position: 'plank', cues: ['Hands down, jump back to a plank', 'Jump your feet in and leap up'] },
  { name: 'Step-Back Burpee', reps: 10, targets: ['full-body', 'cardio'], pattern: 'cardio', position: 'plank', cues: ['Step one foot back at a time', 'Stand tall and reach up to finish'] },

  // Lunges and single-leg work
  { name: 'Reverse Lunge', reps: 10, unilateral: true, targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Step back and lower your back knee towards the floor', 'Push through your front heel to return'] },
  { name: 'Dumbbell Reverse Lunge', reps: 10, unilateral: true, eq: ['dumbbells'], targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Dumbbells by your sides', 'Front knee stays over the ankle'] },
  { name: 'Kettlebell Goblet Reverse Lunge', reps: 10, unilateral: true, eq: ['kettlebell'], targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Bell at your chest', 'Step back long and lower under control'] },
  { name: 'Walking Lunge', reps: 10, unilateral: true, targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Long steps, upright torso', 'Back knee hovers above the floor'] },
  { name: 'Dumbbell Walking Lunge', reps: 10, unilateral: true, eq: ['dumbbells'], minLevel: 'Intermediate', targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Dumbbells by your sides', 'Drive through the front heel into the next step'] },
  { name: 'Split Squat', reps: 10, unilateral: true, targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Stay in a split stance', 'Lower straight down, not forward'] },
  { name: 'Dumbbell Split Squat', reps: 10, unilateral: true, eq: ['dumbbells'], targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Weights by your sides, torso tall', 'Lower straight down'] },
  { name: 'Bulgarian Split Squat', reps: 8, unilateral: true, eq: ['dumbbells', 'bench'], traits: ['balance'], minLevel: 'Intermediate', targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Back foot laces-down on the bench', 'Lean slightly forward to bias the glutes'] },
  { name: 'Curtsy Lunge', reps: 10, unilateral: true, targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Step back and across', 'Keep your hips facing forward'] },
  { name: 'Lateral Lunge', reps: 10, unilateral: true, targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Step wide and sit into one hip', 'The other leg stays straight'] },
  { name: 'Dumbbell Lateral Lunge', reps: 10, unilateral: true, eq: ['dumbbells'], targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Hold the dumbbell at your chest', 'Push off the bent leg to return'] },
  { name: 'Step-Up', reps: 10, unilateral: true, eq: ['step'], targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Whole foot on the step', 'Stand tall at the top without pushing off the back leg'] },
  { name: 'Dumbbell Step-Up', reps: 10, unilateral: true, eq: ['dumbbells', 'step'], targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Dumbbells by your sides', 'Lower slowly back down'] },
  { name: 'Jumping Lunge', reps: 10, impact: 'high', minLevel: 'Advanced', lowImpact: 'Reverse Lunge', targets: ['quads', 'glutes', 'cardio'], pattern: 'lunge', position: 'standing', cues: ['Switch legs in the air', 'Land softly into the next lunge'] },
  { name: 'Barbell Reverse Lunge', reps: 8, unilateral: true, eq: ['barbell'], traits: ['balance'], minLevel: 'Advanced', targets: ['glutes', 'quads'], pattern: 'lunge', position: 'standing', cues: ['Bar on your upper back', 'Step back with control, torso upright'] },
  { name: 'Smith Machine Split Squat', reps: 10, unilateral: true, eq: ['smith-machine'], targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Front foot well ahead of the bar', 'Lower straight down'] },
  { name: 'Single-Leg Box Squat', reps: 6, unilateral: true, eq: ['bench'], traits: ['balance'], minLevel: 'Advanced', targets: ['quads', 'glutes'], pattern: 'lunge', position: 'standing', cues: ['Arms forward for balance', 'Sit back to touch the bench, stand on one leg'] },
  { name: 'Skater Hop', reps: 10, unilateral: true, impact: 'high', minLevel: 'Intermediate', lowImpact: 'Curtsy Lunge', targets: ['glutes', 'cardio'], pattern: 'cardio', position: 'standing', cues: ['Bound sideways onto one foot', 'Land softly and hold for a beat'] },

  // Hinges
  { name: 'Dumbbell Romanian Deadlift', reps: 12, eq: ['dumbbells'], targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'standing', cues: ['Push your hips back, soft knees', 'Dumbbells slide down your thighs', 'Stop when your back wants to round'] },
  { name: 'Romanian Deadlift', reps: 10, eq: ['barbell'], minLevel: 'Intermediate', targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'standing', cues: ['Bar close to your legs', 'Hips back until you feel your hamstrings, then squeeze to stand'] },
  { name: 'Barbell Deadlift', reps: 6, eq: ['barbell'], minLevel: 'Intermediate', targets: ['hamstrings', 'glutes', 'back'], pattern: 'hinge', position: 'standing', cues: ['Bar over mid-foot, brace hard', 'Push the floor away and stand tall'] },
  { name: 'Kettlebell Deadlift', reps: 12, eq: ['kettlebell'], targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'standing', cues: ['Bell between your feet', 'Hinge, grip, and stand by driving your hips forward'] },
  { name: 'Kettlebell Sumo Deadlift', reps: 12, eq: ['kettlebell'], targets: ['glutes', 'hamstrings'], pattern: 'hinge', position: 'standing', cues: ['Wide stance, toes out', 'Chest up as you stand'] },
  { name: 'Kettlebell Swing', reps: 15, eq: ['kettlebell'], traits: ['ballistic'], minLevel: 'Intermediate', targets: ['glutes', 'hamstrings', 'cardio'], pattern: 'hinge', position: 'standing', cues: ['Hike the bell back between your thighs', 'Snap your hips forward, arms just guide it'] },
  { name: 'Single-Leg Romanian Deadlift', reps: 8, unilateral: true, eq: ['dumbbells'], traits: ['balance'], minLevel: 'Intermediate', targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'standing', cues: ['Reach your back leg long behind you', 'Hips stay square to the floor'] },
  { name: 'Kickstand Romanian Deadlift', reps: 10, unilateral: true, eq: ['dumbbells'], targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'standing', cues: ['Back toes down for balance, weight in the front leg', 'Hinge until you feel the front hamstring'] },
  { name: 'Good Morning', reps: 12, targets: ['hamstrings', 'back'], pattern: 'hinge', position: 'standing', cues: ['Hands behind your head', 'Hinge with a long spine'] },
  { name: 'Band Good Morning', reps: 15, eq: ['resistance-band'], targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'standing', cues: ['Band under your feet and behind your neck', 'Hinge slowly, stand by squeezing your glutes'] },
  { name: 'Cable Pull-Through', reps: 12, eq: ['cable-machine'], targets: ['glutes', 'hamstrings'], pattern: 'hinge', position: 'standing', cues: ['Face away from the low cable', 'Hips back, then snap them through'] },
  { name: 'Back Extension', reps: 12, eq: ['back-extension-bench'], targets: ['back', 'glutes', 'hamstrings'], pattern: 'hinge', position: 'prone', cues: ['Hinge at the hips over the pad', 'Rise to a straight line, no higher'] },
  { name: 'Seated Leg Curl', reps: 12, eq: ['leg-curl-machine'], targets: ['hamstrings'], pattern: 'hinge', position: 'seated', cues: ['Pad just above your heels', 'Curl down, return slowly'] },
  { name: 'Swiss Ball Hamstring Curl', reps: 10, eq: ['swiss-ball'], minLevel: 'Intermediate', targets: ['hamstrings', 'glutes'], pattern: 'hinge', position: 'supine', cues: ['Heels on the ball, hips lifted', 'Roll the ball in without dropping your hips'] },
  { name: 'Barbell Good Morning', reps: 10, eq: ['barbell'], minLevel: 'Advanced', targets: ['hamstrings', 'back'], pattern: 'hinge', position: 'standing', cues: ['Light bar on your upper back', 'Soft knees, hips back'] },

  // Bridges and glute work
  { name: 'Glute Bridge', reps: 15, eq: ['mat'], targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'supine', cues: ['Feet flat, hip-width apart', 'Squeeze your glutes to lift, ribs down'] },
  { name: 'Single-Leg Glute Bridge', reps: 10, unilateral: true, eq: ['mat'], targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'supine', cues: ['One foot down, the other knee pulled in', 'Keep your hips level'] },
  { name: 'Dumbbell Glute Bridge', reps: 12, eq: ['dumbbells', 'mat'], targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'supine', cues: ['Dumbbell across your hip bones', 'Pause and squeeze at the top'] },
  { name: 'Banded Glute Bridge', reps: 15, eq: ['mini-band', 'mat'], targets: ['glutes'], pattern: 'bridge', position: 'supine', cues: ['Band above your knees', 'Press out against the band as you lift'] },
  { name: 'Glute Bridge March', reps: 8, unilateral: true, eq: ['mat'], targets: ['glutes', 'core'], pattern: 'bridge', position: 'supine', cues: ['Hold the bridge', 'Lift one foot at a time without your hips dropping'] },
  { name: 'Frog Pump', reps: 20, eq: ['mat'], targets: ['glutes'], pattern: 'bridge', position: 'supine', cues: ['Soles of your feet together, knees wide', 'Short, fast squeezes at the top'] },
  { name: 'Hip Thrust', reps: 15, eq: ['bench'], targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'inclined', cues: ['Upper back on the bench edge', 'Chin tucked, drive your hips to the ceiling'] },
  { name: 'Dumbbell Hip Thrust', reps: 12, eq: ['dumbbells', 'bench'], targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'inclined', cues: ['Dumbbell on your hips', 'Shins vertical at the top'] },
  { name: 'Barbell Hip Thrust', reps: 10, eq: ['barbell', 'bench'], minLevel: 'Intermediate', targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'inclined', cues: ['Padded bar in your hip crease', 'Pause for one second at the top'] },
  { name: 'Smith Machine Hip Thrust', reps: 10, eq: ['smith-machine', 'bench'], targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'inclined', cues: ['Bar over your hip crease', 'Ribs down, squeeze at the top'] },
  { name: 'Single-Leg Hip Thrust', reps: 10, unilateral: true, eq: ['bench'], minLevel: 'Intermediate', targets: ['glutes', 'hamstrings'], pattern: 'bridge', position: 'inclined', cues: ['Upper back on the bench, one foot down', 'Keep your hips level as you lift'] },
  { name: 'Side-Lying Clam', reps: 15, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['glutes'], pattern: 'hip', position: 'side-lying', cues: ['Heels together, knees bent', 'Open the top knee without rolling your hips back'] },
  { name: 'Banded Clam', reps: 15, unilateral: true, eq: ['mini-band', 'mat'], traits: ['controlled'], targets: ['glutes'], pattern: 'hip', position: 'side-lying', cues: ['Band above your knees', 'Slow on the way down'] },
  { name: 'Side-Lying Leg Raise', reps: 15, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['glutes'], pattern: 'hip', position: 'side-lying', cues: ['Top leg long, toes forward', 'Lift from the hip, not the waist'] },
  { name: 'Donkey Kick', reps: 15, unilateral: true, eq: ['mat'], targets: ['glutes'], pattern: 'hip', position: 'all-fours', cues: ['Knee bent at 90 degrees', 'Press your heel to the ceiling without arching'] },
  { name: 'Banded Donkey Kick', reps: 15, unilateral: true, eq: ['mini-band', 'mat'], targets: ['glutes'], pattern: 'hip', position: 'all-fours', cues: ['Band around your thighs', 'Keep your back flat as a table'] },
  { name: 'Fire Hydrant', reps: 12, unilateral: true, eq: ['mat'], targets: ['glutes'], pattern: 'hip', position: 'all-fours', cues: ['Lift your bent knee out to the side', 'Keep your weight even in both hands'] },
  { name: 'Banded Lateral Walk', reps: 12, unilateral: true, eq: ['mini-band'], targets: ['glutes'], pattern: 'hip', position: 'standing', cues: ['Half squat, band above your knees', 'Step wide without letting your feet snap together'] },
  { name: 'Monster Walk', reps: 12, unilateral: true, eq: ['mini-band'], targets: ['glutes'], pattern: 'hip', position: 'standing', cues: ['Band around your ankles', 'Step forward and out on a diagonal'] },
  { name: 'Standing Band Kickback', reps: 12, unilateral: true, eq: ['mini-band'], targets: ['glutes'], pattern: 'hip', position: 'standing', cues: ['Hold a wall for balance', 'Kick back without arching your lower back'] },
  { name: 'Cable Glute Kickback', reps: 12, unilateral: true, eq: ['cable-machine'], targets: ['glutes'], pattern: 'hip', position: 'standing', cues: ['Ankle strap on, hinge slightly forward', 'Push the heel back and squeeze'] },
  { name: 'Cable Hip Abduction', reps: 12, unilateral: true, eq: ['cable-machine'], targets: ['glutes'], pattern: 'hip', position: 'standing', cues: ['Ankle strap on the outside leg', 'Lift out to the side, slowly back'] },
  { name: 'Hip Abduction Machine', reps: 15, eq: ['hip-abduction-machine'], targets: ['glutes'], pattern: 'hip', position: 'seated', cues: ['Lean slightly forward to bias the glutes', 'Pause at the widest point'] },
  { name: 'Kettlebell Glute Kickback', reps: 12, unilateral: true, eq: ['kettlebell', 'mat'], targets: ['glutes'], pattern: 'hip', position: 'all-fours', cues: ['Bell hooked behind one knee', 'Lift the knee to hip height'] },

  // Calves
  { name: 'Calf Raise', reps: 20, targets: ['calves'], pattern: 'calf', position: 'standing', cues: ['Rise up high onto the balls of your feet', 'Lower slowly'] },
  { name: 'Single-Leg Calf Raise', reps: 12, unilateral: true, eq: ['step'], targets: ['calves'], pattern: 'calf', position: 'standing', cues: ['Hold a wall, heel off the step', 'Full range: low stretch to high rise'] },
  { name: 'Dumbbell Calf Raise', reps: 15, eq: ['dumbbells'], targets: ['calves'], pattern: 'calf', position: 'standing', cues: ['Dumbbells by your sides', 'Pause at the top'] },
  { name: 'Smith Machine Calf Raise', reps: 15, eq: ['smith-machine', 'step'], targets: ['calves'], pattern: 'calf', position: 'standing', cues: ['Balls of your feet on the step', 'Slow down, quick up'] },

  // Push
  { name: 'Push-Up', reps: 10, minLevel: 'Intermediate', targets: ['chest', 'arms', 'core'], pattern: 'push', position: 'plank', cues: ['Hands under your shoulders, body in one line', 'Elbows at 45 degrees'] },
  { name: 'Knee Push-Up', reps: 10, eq: ['mat'], targets: ['chest', 'arms'], pattern: 'push', position: 'kneeling', cues: ['Knees down, hips in line with your shoulders', 'Lower your chest between your hands'] },
  { name: 'Incline Push-Up', reps: 10, eq: ['bench'], targets: ['chest', 'arms'], pattern: 'push', position: 'standing', cues: ['Hands on the bench edge', 'Body straight from head to heels'] },
  { name: 'Wall Push-Up', reps: 12, traits: ['gentle'], targets: ['chest', 'arms'], pattern: 'push', position: 'standing', cues: ['Hands on the wall at shoulder height', 'Bend your elbows to bring your nose to the wall'] },
  { name: 'Dumbbell Floor Press', reps: 12, eq: ['dumbbells', 'mat'], targets: ['chest', 'arms'], pattern: 'push', position: 'supine', cues: ['Upper arms touch the floor each rep', 'Press up over your chest'] },
  { name: 'Dumbbell Bench Press', reps: 10, eq: ['dumbbells', 'bench'], targets: ['chest', 'arms'], pattern: 'push', position: 'supine', cues: ['Shoulder blades squeezed into the bench', 'Lower to your chest, press up and in'] },
  { name: 'Incline Dumbbell Press', reps: 10, eq: ['dumbbells', 'bench'], targets: ['chest', 'shoulders'], pattern: 'push', position: 'inclined', cues: ['Bench at 30 to 45 degrees', 'Press up over your upper chest'] },
  { name: 'Barbell Bench Press', reps: 8, eq: ['barbell', 'bench'], minLevel: 'Intermediate', targets: ['chest', 'arms'], pattern: 'push', position: 'supine', cues: ['Feet planted, slight arch', 'Touch your lower chest and press back up'] },
  { name: 'Machine Chest Press', reps: 12, eq: ['chest-press-machine'], targets: ['chest', 'arms'], pattern: 'push', position: 'seated', cues: ['Handles level with your mid-chest', 'Press without locking your elbows'] },
  { name: 'Cable Chest Press', reps: 12, eq: ['cable-machine'], targets: ['chest', 'arms'], pattern: 'push', position: 'standing', cues: ['Split stance, handles at chest height', 'Press forward and slightly together'] },
  { name: 'Cable Chest Fly', reps: 12, eq: ['cable-machine'], targets: ['chest'], pattern: 'push', position: 'standing', cues: ['Soft elbows', 'Hug a big tree in front of your chest'] },
  { name: 'Dumbbell Chest Fly', reps: 12, eq: ['dumbbells', 'bench'], targets: ['chest'], pattern: 'push', position: 'supine', cues: ['Slight bend in your elbows', 'Open until you feel a stretch, no further'] },
  { name: 'Band Chest Press', reps: 15, eq: ['resistance-band'], targets: ['chest', 'arms'], pattern: 'push', position: 'standing', cues: ['Band around your upper back', 'Press forward, control the return'] },
  { name: 'Bench Dip', reps: 12, eq: ['bench'], targets: ['arms'], pattern: 'triceps', position: 'seated', cues: ['Hands on the bench edge, fingers forward', 'Lower until your elbows reach 90 degrees'] },
  { name: 'Pike Push-Up', reps: 8, minLevel: 'Advanced', targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'plank', cues: ['Hips high in an upside-down V', 'Lower the top of your head towards the floor'] },
  { name: 'Plank to Push-Up', reps: 8, minLevel: 'Advanced', targets: ['chest', 'arms', 'core'], pattern: 'push', position: 'plank', cues: ['Forearm plank to high plank, one arm at a time', 'Keep your hips still'] },

  // Overhead and shoulders
  { name: 'Dumbbell Shoulder Press', reps: 10, eq: ['dumbbells'], targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'standing', cues: ['Ribs down, glutes on', 'Press straight up, biceps by your ears'] },
  { name: 'Seated Dumbbell Shoulder Press', reps: 10, eq: ['dumbbells', 'bench'], targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'seated', cues: ['Back against an upright bench', 'Lower to ear height'] },
  { name: 'Arnold Press', reps: 10, eq: ['dumbbells'], minLevel: 'Intermediate', targets: ['shoulders'], pattern: 'overhead', position: 'standing', cues: ['Start palms facing you', 'Rotate as you press overhead'] },
  { name: 'Dumbbell Lateral Raise', reps: 12, eq: ['dumbbells'], targets: ['shoulders'], pattern: 'overhead', position: 'standing', cues: ['Lead with your elbows', 'Stop at shoulder height'] },
  { name: 'Dumbbell Front Raise', reps: 12, eq: ['dumbbells'], targets: ['shoulders'], pattern: 'overhead', position: 'standing', cues: ['Thumbs up, slight bend in the elbows', 'Raise to eye level'] },
  { name: 'Band Lateral Raise', reps: 15, eq: ['resistance-band'], targets: ['shoulders'], pattern: 'overhead', position: 'standing', cues: ['Stand on the band', 'Raise out to the sides slowly'] },
  { name: 'Band Overhead Press', reps: 12, eq: ['resistance-band'], targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'standing', cues: ['Band under your feet', 'Press up without arching your back'] },
  { name: 'Barbell Overhead Press', reps: 8, eq: ['barbell'], minLevel: 'Intermediate', targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'standing', cues: ['Squeeze your glutes, brace your core', 'Press the bar past your face, then lock out'] },
  { name: 'Cable Lateral Raise', reps: 12, unilateral: true, eq: ['cable-machine'], targets: ['shoulders'], pattern: 'overhead', position: 'standing', cues: ['Cable from the low pulley across your body', 'Raise out to shoulder height'] },
  { name: 'Half-Kneeling Landmine Press', reps: 10, unilateral: true, eq: ['barbell'], targets: ['shoulders', 'chest', 'core'], pattern: 'overhead', position: 'kneeling', cues: ['Kneel on the same side as the pressing arm', 'Press up and forward, ribs down'] },
  { name: 'Kettlebell Overhead Press', reps: 8, unilateral: true, eq: ['kettlebell'], targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'standing', cues: ['Bell in the rack, wrist straight', 'Press up and slightly back'] },
  { name: 'Kettlebell Halo', reps: 6, unilateral: true, eq: ['kettlebell'], targets: ['shoulders', 'core', 'mobility'], pattern: 'overhead', position: 'standing', cues: ['Hold the bell upside down by the horns', 'Circle it close around your head, each way'] },
  { name: 'Standing Y-W Raise', reps: 12, targets: ['shoulders', 'back'], pattern: 'overhead', position: 'standing', cues: ['Arms up into a Y, thumbs back', 'Pull your elbows down into a W and squeeze'] },
  { name: 'Downward Dog Push-Up', reps: 8, eq: ['mat'], targets: ['shoulders', 'arms'], pattern: 'overhead', position: 'all-fours', cues: ['Hips high, knees soft', 'Bend your elbows to bring your head towards your hands'] },
  { name: 'Reverse Snow Angel', reps: 10, eq: ['mat'], targets: ['back', 'shoulders'], pattern: 'pull', position: 'prone', cues: ['Face down, arms by your sides, hovering', 'Sweep them overhead and back like a snow angel'] },
  { name: 'Face Pull', reps: 15, eq: ['cable-machine'], targets: ['back', 'shoulders'], pattern: 'pull', position: 'standing', cues: ['Rope at eye height', 'Pull to your forehead with your elbows high'] },
  { name: 'Band Pull-Apart', reps: 15, eq: ['resistance-band'], targets: ['back', 'shoulders'], pattern: 'pull', position: 'standing', cues: ['Arms straight at shoulder height', 'Pull the band to your chest by squeezing your shoulder blades'] },
  { name: 'Dumbbell Rear Delt Fly', reps: 12, eq: ['dumbbells'], targets: ['back', 'shoulders'], pattern: 'pull', position: 'standing', cues: ['Hinge forward with a flat back', 'Open your arms wide, pinkies leading'] },
  { name: 'Prone Y Raise', reps: 12, eq: ['mat'], targets: ['back', 'shoulders'], pattern: 'pull', position: 'prone', cues: ['Face down, arms in a Y', 'Lift your thumbs without lifting your chest much'] },

  // Pull
  { name: 'Bent-Over Dumbbell Row', reps: 12, eq: ['dumbbells'], targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['Hinge to about 45 degrees', 'Row the dumbbells to your hips'] },
  { name: 'Single-Arm Dumbbell Row', reps: 10, unilateral: true, eq: ['dumbbells', 'bench'], targets: ['back', 'arms'], pattern: 'pull', position: 'kneeling', cues: ['Hand and knee on the bench', 'Pull your elbow back towards your pocket'] },
  { name: 'Staggered-Stance Dumbbell Row', reps: 10, unilateral: true, eq: ['dumbbells'], targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['One hand on your front thigh', 'Row without twisting'] },
  { name: 'Renegade Row', reps: 8, unilateral: true, eq: ['dumbbells'], minLevel: 'Advanced', targets: ['back', 'core', 'arms'], pattern: 'pull', position: 'plank', cues: ['Feet wide for balance', 'Row without rocking your hips'] },
  { name: 'Chest-Supported Dumbbell Row', reps: 12, eq: ['dumbbells', 'bench'], targets: ['back', 'arms'], pattern: 'pull', position: 'prone', cues: ['Chest on an incline bench', 'Squeeze your shoulder blades at the top'] },
  { name: 'Seated Band Row', reps: 15, eq: ['resistance-band', 'mat'], targets: ['back', 'arms'], pattern: 'pull', position: 'seated', cues: ['Band around your feet, sit tall', 'Row your elbows back past your ribs'] },
  { name: 'Standing Band Row', reps: 15, eq: ['resistance-band'], targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['Band anchored at chest height', 'Shoulders down away from your ears'] },
  { name: 'Doorframe Row', reps: 12, homeOnly: true, targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['Hold both sides of a sturdy door frame, feet close to it', 'Lean back with straight arms, then row your chest to the frame'] },
  { name: 'Single-Arm Doorframe Row', reps: 10, homeOnly: true, unilateral: true, targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['One hand on the frame, lean back', 'Row without twisting your hips'] },
  { name: 'Bent-Over T Raise', reps: 12, targets: ['back', 'shoulders'], pattern: 'pull', position: 'standing', cues: ['Hinge forward with a flat back, arms hanging', 'Raise your arms out to a T, thumbs up'] },
  { name: 'Kneeling Band Lat Pulldown', reps: 15, eq: ['resistance-band'], targets: ['back'], pattern: 'pull', position: 'kneeling', cues: ['Band anchored high', 'Pull your elbows down to your ribs'] },
  { name: 'Kettlebell Bent-Over Row', reps: 10, unilateral: true, eq: ['kettlebell'], targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['Staggered stance, flat back', 'Row the bell to your hip'] },
  { name: 'Lat Pulldown', reps: 12, eq: ['lat-pulldown-machine'], targets: ['back', 'arms'], pattern: 'pull', position: 'seated', cues: ['Grip just wider than your shoulders', 'Pull the bar to your upper chest'] },
  { name: 'Seated Cable Row', reps: 12, eq: ['cable-machine'], targets: ['back', 'arms'], pattern: 'pull', position: 'seated', cues: ['Sit tall, slight bend in the knees', 'Pull the handle to your belly button'] },
  { name: 'Single-Arm Cable Row', reps: 12, unilateral: true, eq: ['cable-machine'], targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['Split stance facing the cable', 'Row without turning your chest'] },
  { name: 'Straight-Arm Pulldown', reps: 12, eq: ['cable-machine'], targets: ['back'], pattern: 'pull', position: 'standing', cues: ['Arms long, slight hinge', 'Sweep the bar down to your thighs'] },
  { name: 'Barbell Bent-Over Row', reps: 8, eq: ['barbell'], minLevel: 'Intermediate', targets: ['back', 'arms'], pattern: 'pull', position: 'standing', cues: ['Hinge with a flat back', 'Row the bar to your lower ribs'] },
  { name: 'Assisted Pull-Up', reps: 8, eq: ['assisted-pull-up-machine'], targets: ['back', 'arms'], pattern: 'pull', position: 'kneeling', cues: ['Knees on the pad', 'Pull your chest to the bar'] },
  { name: 'Pull-Up', reps: 5, eq: ['pull-up-bar'], minLevel: 'Advanced', targets: ['back', 'arms'], pattern: 'pull', position: 'hanging', cues: ['Start from a dead hang', 'Lead with your chest, not your chin'] },
  { name: 'Inverted Row', reps: 10, eq: ['smith-machine'], targets: ['back', 'arms'], pattern: 'pull', position: 'supine', cues: ['Hang under the bar, heels down', 'Pull your chest to the bar in one line'] },
  { name: 'Superman', reps: 12, eq: ['mat'], targets: ['back', 'glutes'], pattern: 'pull', position: 'prone', cues: ['Lift arms and legs a few centimetres', 'Look at the floor to keep your neck long'] },

  // Arms
  { name: 'Dumbbell Bicep Curl', reps: 12, eq: ['dumbbells'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Elbows pinned to your sides', 'Lower slowly'] },
  { name: 'Hammer Curl', reps: 12, eq: ['dumbbells'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Palms face each other', 'No swinging'] },
  { name: 'Concentration Curl', reps: 10, unilateral: true, eq: ['dumbbells', 'bench'], targets: ['arms'], pattern: 'biceps', position: 'seated', cues: ['Elbow against your inner thigh', 'Squeeze at the top'] },
  { name: 'Band Bicep Curl', reps: 15, eq: ['resistance-band'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Stand on the band', 'Keep your wrists straight'] },
  { name: 'Band Hammer Curl', reps: 15, eq: ['resistance-band'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Stand on the band, palms facing in', 'Curl without your elbows drifting forward'] },
  { name: 'Cable Bicep Curl', reps: 12, eq: ['cable-machine'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Straight bar on the low pulley', 'Elbows stay by your sides'] },
  { name: 'Barbell Curl', reps: 10, eq: ['barbell'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Shoulder-width grip', 'Curl without leaning back'] },
  { name: 'Kettlebell Bicep Curl', reps: 12, eq: ['kettlebell'], targets: ['arms'], pattern: 'biceps', position: 'standing', cues: ['Hold the bell by the horns', 'Lower all the way down'] },
  { name: 'Floor Tricep Dip', reps: 12, eq: ['mat'], targets: ['arms'], pattern: 'triceps', position: 'seated', cues: ['Hands behind you, fingers towards your hips', 'Bend your elbows straight back, then press up'] },
  { name: 'Close-Grip Knee Push-Up', reps: 8, eq: ['mat'], targets: ['arms', 'chest'], pattern: 'triceps', position: 'kneeling', cues: ['Hands under your shoulders, elbows brushing your ribs', 'Lower slowly, press up fast'] },
  { name: 'Overhead Tricep Extension', reps: 12, eq: ['dumbbells'], targets: ['arms'], pattern: 'triceps', position: 'standing', cues: ['One dumbbell held in both hands overhead', 'Elbows point forward as you lower behind your head'] },
  { name: 'Tricep Kickback', reps: 12, eq: ['dumbbells'], targets: ['arms'], pattern: 'triceps', position: 'standing', cues: ['Hinge forward, upper arms by your ribs', 'Straighten your elbows fully'] },
  { name: 'Cable Tricep Pushdown', reps: 12, eq: ['cable-machine'], targets: ['arms'], pattern: 'triceps', position: 'standing', cues: ['Elbows tucked', 'Push down until your arms are straight'] },
  { name: 'Band Tricep Pushdown', reps: 15, eq: ['resistance-band'], targets: ['arms'], pattern: 'triceps', position: 'standing', cues: ['Band anchored high', 'Only your forearms move'] },
  { name: 'Skull Crusher', reps: 10, eq: ['dumbbells', 'bench'], targets: ['arms'], pattern: 'triceps', position: 'supine', cues: ['Upper arms vertical', 'Lower the dumbbells beside your head'] },
  { name: 'Kettlebell Overhead Tricep Extension', reps: 10, eq: ['kettlebell'], targets: ['arms'], pattern: 'triceps', position: 'standing', cues: ['Hold the bell by the horns behind your head', 'Keep your elbows narrow'] },

  // Core
  { name: 'Dead Bug', reps: 8, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'supine', cues: ['Lower back gently on the mat', 'Reach the opposite arm and leg away as you breathe out'] },
  { name: 'Bird Dog', reps: 8, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['core', 'back'], pattern: 'core', position: 'all-fours', cues: ['Reach the opposite arm and leg long', 'Keep your hips level, like balancing a cup on your back'] },
  { name: 'Forearm Plank', seconds: 30, eq: ['mat'], targets: ['core'], pattern: 'core', position: 'plank', cues: ['Elbows under your shoulders', 'Squeeze your glutes, breathe'] },
  { name: 'Kneeling Plank', seconds: 30, eq: ['mat'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'kneeling', cues: ['Forearms and knees down, hips in line', 'Draw your belly button gently in'] },
  { name: 'Side Plank', seconds: 20, unilateral: true, eq: ['mat'], minLevel: 'Intermediate', targets: ['core'], pattern: 'core', position: 'side-lying', cues: ['Elbow under your shoulder', 'Lift your hips into a straight line'] },
  { name: 'Kneeling Side Plank', seconds: 20, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'side-lying', cues: ['Knees bent and stacked', 'Lift your hips off the mat'] },
  { name: 'Side Plank Hip Dip', reps: 10, unilateral: true, eq: ['mat'], minLevel: 'Intermediate', targets: ['core'], pattern: 'core', position: 'side-lying', cues: ['Lower your hip towards the mat', 'Lift back up with control'] },
  { name: 'Plank Shoulder Tap', reps: 10, unilateral: true, minLevel: 'Intermediate', targets: ['core', 'shoulders'], pattern: 'core', position: 'plank', cues: ['Feet wide', 'Tap your shoulder without your hips swaying'] },
  { name: 'Bear Hold', seconds: 30, eq: ['mat'], targets: ['core', 'shoulders'], pattern: 'core', position: 'all-fours', cues: ['Knees hover a few centimetres off the floor', 'Breathe out as you hold'] },
  { name: 'Bear Crawl', seconds: 30, minLevel: 'Intermediate', targets: ['full-body', 'core'], pattern: 'core', position: 'all-fours', cues: ['Knees low, back flat', 'Move the opposite hand and foot together'] },
  { name: 'Mountain Climber', seconds: 30, minLevel: 'Intermediate', targets: ['core', 'cardio'], pattern: 'cardio', position: 'plank', cues: ['Shoulders over your wrists', 'Drive your knees in one at a time'] },
  { name: 'Crunch', reps: 15, eq: ['mat'], traits: ['spinal-flexion'], targets: ['core'], pattern: 'core', position: 'supine', cues: ['Hands lightly behind your head', 'Curl your ribs towards your hips'] },
  { name: 'Bicycle Crunch', reps: 12, unilateral: true, eq: ['mat'], traits: ['spinal-flexion'], targets: ['core'], pattern: 'core', position: 'supine', cues: ['Elbow towards the opposite knee', 'Slow and controlled'] },
  { name: 'Reverse Crunch', reps: 12, eq: ['mat'], traits: ['spinal-flexion'], targets: ['core'], pattern: 'core', position: 'supine', cues: ['Knees bent at 90 degrees', 'Curl your hips off the mat'] },
  { name: 'Russian Twist', reps: 12, unilateral: true, eq: ['mat'], traits: ['spinal-flexion', 'loaded-rotation'], minLevel: 'Intermediate', targets: ['core'], pattern: 'core', position: 'seated', cues: ['Lean back with a long spine', 'Turn from your ribs, not your arms'] },
  { name: 'V-Up', reps: 10, eq: ['mat'], traits: ['spinal-flexion'], minLevel: 'Advanced', targets: ['core'], pattern: 'core', position: 'supine', cues: ['Reach your hands to your toes', 'Lower slowly'] },
  { name: 'Hollow Body Hold', seconds: 20, eq: ['mat'], traits: ['spinal-flexion'], minLevel: 'Advanced', targets: ['core'], pattern: 'core', position: 'supine', cues: ['Lower back pressed into the mat', 'Arms and legs long and low'] },
  { name: 'Flutter Kicks', seconds: 30, eq: ['mat'], traits: ['spinal-flexion'], minLevel: 'Intermediate', targets: ['core'], pattern: 'core', position: 'supine', cues: ['Head and shoulders lifted', 'Small quick kicks'] },
  { name: 'Heel Taps', reps: 10, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'supine', cues: ['Knees over hips', 'Tap one heel to the mat as you breathe out'] },
  { name: 'Heel Slide', reps: 10, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['core', 'pelvic-floor'], pattern: 'core', position: 'supine', cues: ['Breathe out and gently draw up your pelvic floor', 'Slide one heel away and back'] },
  { name: 'Pallof Press', reps: 10, unilateral: true, eq: ['cable-machine'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'standing', cues: ['Side-on to the cable', 'Press the handle out and resist the turn'] },
  { name: 'Band Pallof Press', reps: 10, unilateral: true, eq: ['resistance-band'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'standing', cues: ['Band anchored at chest height, side-on', 'Press out, hold for two breaths'] },
  { name: 'Half-Kneeling Pallof Press', reps: 10, unilateral: true, eq: ['cable-machine'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'kneeling', cues: ['Inside knee down', 'Press out without your hips turning'] },
  { name: 'Cable Woodchop', reps: 10, unilateral: true, eq: ['cable-machine'], traits: ['controlled', 'loaded-rotation'], targets: ['core', 'shoulders'], pattern: 'core', position: 'standing', cues: ['Pivot your back foot', 'Chop diagonally from high to low'] },
  { name: 'Hanging Knee Raise', reps: 10, eq: ['pull-up-bar'], traits: ['spinal-flexion'], minLevel: 'Advanced', targets: ['core'], pattern: 'core', position: 'hanging', cues: ['No swinging', 'Curl your knees towards your chest'] },
  { name: 'Swiss Ball Rollout', reps: 10, eq: ['swiss-ball'], traits: ['front-loaded', 'controlled'], minLevel: 'Intermediate', targets: ['core'], pattern: 'core', position: 'kneeling', cues: ['Forearms on the ball', 'Roll out only as far as your back stays flat'] },
  { name: 'Seated Swiss Ball March', reps: 10, unilateral: true, eq: ['swiss-ball'], traits: ['controlled'], targets: ['core'], pattern: 'core', position: 'seated', cues: ['Sit tall on the ball', 'Lift one foot without leaning'] },
  { name: 'Farmer Carry', seconds: 40, eq: ['dumbbells'], targets: ['full-body', 'core'], pattern: 'carry', position: 'standing', cues: ['Heavy dumbbells by your sides', 'Walk tall with short steps'] },
  { name: 'Suitcase Carry', seconds: 30, unilateral: true, eq: ['kettlebell'], targets: ['core'], pattern: 'carry', position: 'standing', cues: ['One bell on one side', 'Do not lean towards the bell'] },

  // Pelvic floor and breathing
  { name: '360 Breathing', seconds: 60, targets: ['pelvic-floor', 'core'], traits: ['breathing'], pattern: 'breath', position: 'seated', cues: ['Hands around your lower ribs', 'Breathe in to widen your ribs in every direction', 'Let your pelvic floor soften as you breathe in'] },
  { name: 'Pelvic Floor Quick Flicks', reps: 10, targets: ['pelvic-floor'], traits: ['breathing'], pattern: 'breath', position: 'seated', cues: ['Squeeze and lift as if stopping wind, then fully let go', 'Keep your buttocks relaxed'] },
  { name: 'Pelvic Floor Long Holds', seconds: 60, targets: ['pelvic-floor'], traits: ['breathing'], pattern: 'breath', position: 'seated', cues: ['Lift and hold for up to ten seconds while breathing', 'Relax fully between holds'] },
  { name: 'Deep Core Breath on All Fours', reps: 8, eq: ['mat'], targets: ['core', 'pelvic-floor'], traits: ['breathing'], pattern: 'breath', position: 'all-fours', cues: ['Let your belly drop as you breathe in', 'Breathe out and hug your baby towards your spine'] },
  { name: 'Side-Lying Pelvic Floor Breath', seconds: 60, eq: ['mat'], targets: ['pelvic-floor', 'core'], traits: ['breathing'], pattern: 'breath', position: 'side-lying', cues: ['Pillow between your knees', 'Breathe out and gently lift your pelvic floor'] },
  { name: 'Box Breathing', seconds: 60, targets: ['mobility'], traits: ['breathing'], pattern: 'breath', position: 'seated', cues: ['In for four, hold for four', 'Out for four, hold for four'] },
  { name: 'Standing Pelvic Tilt', reps: 10, targets: ['core', 'mobility'], pattern: 'mobility', position: 'standing', cues: ['Back against a wall, knees soft', 'Gently flatten then arch your lower back'] },
  { name: 'Supine Pelvic Tilt', reps: 10, eq: ['mat'], targets: ['core', 'pelvic-floor'], pattern: 'mobility', position: 'supine', cues: ['Knees bent, feet flat', 'Breathe out as you tilt your pelvis back'] },
  { name: 'Swiss Ball Hip Circles', reps: 8, unilateral: true, eq: ['swiss-ball'], targets: ['mobility', 'pelvic-floor'], pattern: 'mobility', position: 'seated', cues: ['Sit tall on the ball', 'Draw slow circles with your hips, each way'] },

  // Mobility and warm-up
  { name: 'Cat-Cow', reps: 8, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'mobility', position: 'all-fours', cues: ['Round your back as you breathe out', 'Let your chest sink as you breathe in'] },
  { name: 'World’s Greatest Stretch', reps: 5, unilateral: true, targets: ['mobility', 'glutes'], pattern: 'mobility', position: 'kneeling', cues: ['Lunge forward, elbow to the inside of the foot', 'Rotate and reach to the ceiling'] },
  { name: 'Hip Circles', reps: 8, unilateral: true, targets: ['mobility'], pattern: 'mobility', position: 'standing', cues: ['Hands on your hips', 'Big slow circles, each way'] },
  { name: 'Arm Circles', seconds: 30, targets: ['mobility', 'shoulders'], pattern: 'mobility', position: 'standing', cues: ['Small circles growing bigger', 'Change direction halfway'] },
  { name: 'Leg Swings', reps: 10, unilateral: true, targets: ['mobility', 'hamstrings'], pattern: 'mobility', position: 'standing', cues: ['Hold a wall', 'Swing from the hip, front to back'] },
  { name: 'Thread the Needle', reps: 6, unilateral: true, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'mobility', position: 'all-fours', cues: ['Slide one arm under your body', 'Open it up to the ceiling'] },
  { name: 'Open Book', reps: 6, unilateral: true, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'mobility', position: 'side-lying', cues: ['Knees stacked and bent', 'Open your top arm across, eyes follow your hand'] },
  { name: 'Inchworm', reps: 6, targets: ['mobility', 'hamstrings', 'core'], pattern: 'mobility', position: 'plank', cues: ['Walk your hands out to a plank', 'Walk them back and roll up'] },
  { name: 'Bodyweight Good Morning Reach', reps: 10, targets: ['mobility', 'hamstrings'], pattern: 'mobility', position: 'standing', cues: ['Arms overhead', 'Hinge forward and back up slowly'] },
  { name: 'Squat to Reach', reps: 8, targets: ['mobility', 'quads'], pattern: 'mobility', position: 'standing', cues: ['Sit into a squat', 'Stand and reach tall'] },
  { name: '90/90 Hip Switch', reps: 8, unilateral: true, eq: ['mat'], targets: ['mobility', 'glutes'], pattern: 'mobility', position: 'seated', cues: ['Both knees bent at 90 degrees', 'Rotate your knees to the other side'] },
  { name: 'Wall Angel', reps: 10, targets: ['mobility', 'back', 'shoulders'], pattern: 'mobility', position: 'standing', cues: ['Back and arms against the wall', 'Slide your arms up without losing contact'] },
  { name: 'Kneeling Ankle Rock', reps: 10, unilateral: true, eq: ['mat'], targets: ['mobility', 'calves'], pattern: 'mobility', position: 'kneeling', cues: ['Half-kneeling', 'Rock your front knee over your toes, heel down'] },
  { name: 'Standing Side Bend', reps: 8, unilateral: true, targets: ['mobility'], pattern: 'mobility', position: 'standing', cues: ['Reach up and over', 'Keep your hips still'] },
  { name: 'Foam Roller Thoracic Extension', reps: 8, eq: ['foam-roller', 'mat'], targets: ['mobility', 'back'], pattern: 'mobility', position: 'supine', cues: ['Roller under your upper back, hands behind your head', 'Extend over the roller, move it up a little'] },
  { name: 'Foam Roll Quads', seconds: 45, eq: ['foam-roller'], targets: ['mobility', 'quads'], pattern: 'stretch', position: 'prone', cues: ['Roll from hip to just above the knee', 'Pause on tight spots and breathe'] },
  { name: 'Foam Roll Glutes', seconds: 45, unilateral: true, eq: ['foam-roller'], targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'seated', cues: ['Cross one ankle over the other knee', 'Lean into the side you are rolling'] },
  { name: 'Foam Roll Calves', seconds: 45, unilateral: true, eq: ['foam-roller'], targets: ['mobility', 'calves'], pattern: 'stretch', position: 'seated', cues: ['Hands behind you, lift your hips', 'Roll slowly from ankle to knee'] },
  { name: 'Foam Roll Upper Back', seconds: 45, eq: ['foam-roller'], targets: ['mobility', 'back'], pattern: 'stretch', position: 'supine', cues: ['Hug your chest', 'Roll between your shoulder blades only'] },
  { name: 'Marching on the Spot', seconds: 60, traits: ['gentle'], targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Lift your knees to hip height', 'Swing your arms'] },
  { name: 'Step Jack', seconds: 30, targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Step one foot out as your arms go up', 'Alternate sides at a steady rhythm'] },
  { name: 'Jumping Jack', seconds: 30, impact: 'high', lowImpact: 'Step Jack', targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Light on the balls of your feet', 'Arms all the way overhead'] },
  { name: 'High Knees', seconds: 30, impact: 'high', lowImpact: 'High Knee March', targets: ['cardio', 'core'], pattern: 'cardio', position: 'standing', cues: ['Knees to hip height', 'Stay tall, quick feet'] },
  { name: 'High Knee March', seconds: 30, targets: ['cardio', 'core'], pattern: 'cardio', position: 'standing', cues: ['Drive one knee up at a time', 'Pump your arms'] },
  { name: 'Fast Feet', seconds: 30, impact: 'high', lowImpact: 'Marching on the Spot', targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Low athletic stance', 'Tiny quick steps on the balls of your feet'] },
  { name: 'Tuck Jump', reps: 8, impact: 'high', minLevel: 'Advanced', lowImpact: 'Squat to Reach', targets: ['cardio', 'quads'], pattern: 'cardio', position: 'standing', cues: ['Jump and pull your knees up', 'Land softly and reset'] },
  { name: 'Box Jump', reps: 8, eq: ['step'], impact: 'high', minLevel: 'Intermediate', lowImpact: 'Step-Up', targets: ['quads', 'glutes', 'cardio'], pattern: 'cardio', position: 'standing', cues: ['Swing your arms and jump up', 'Step down, do not jump down'] },
  { name: 'Step Touch', seconds: 45, traits: ['gentle'], targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Step side to side', 'Add an arm reach each step'] },
  { name: 'Shadow Boxing', seconds: 45, targets: ['cardio', 'shoulders', 'arms'], pattern: 'cardio', position: 'standing', cues: ['Soft knees, fists up', 'Punch across your body and breathe out'] },
  { name: 'Lateral Shuffle', seconds: 30, targets: ['cardio', 'glutes'], pattern: 'cardio', position: 'standing', cues: ['Stay low', 'Shuffle side to side without crossing your feet'] },
  { name: 'Squat to Calf Raise', reps: 12, targets: ['cardio', 'quads', 'calves'], pattern: 'cardio', position: 'standing', cues: ['Squat down', 'Stand and rise onto your toes'] },
  { name: 'Step-Up Knee Drive', reps: 10, unilateral: true, eq: ['step'], targets: ['cardio', 'glutes', 'quads'], pattern: 'cardio', position: 'standing', cues: ['Step up and drive the other knee high', 'Step down with control'] },
  { name: 'Kettlebell Clean and Press', reps: 8, unilateral: true, eq: ['kettlebell'], traits: ['ballistic'], minLevel: 'Advanced', targets: ['full-body', 'shoulders'], pattern: 'cardio', position: 'standing', cues: ['Clean the bell close to your body', 'Press from the rack'] },
  { name: 'Brisk Walk', seconds: 300, traits: ['gentle'], targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Walk fast enough that talking takes effort', 'Swing your arms'] },
  { name: 'Easy Run', seconds: 60, impact: 'high', lowImpact: 'Brisk Walk', targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Run at a pace you could chat at', 'Short, light steps'] },
  { name: 'Treadmill Walk', seconds: 300, eq: ['treadmill'], traits: ['gentle'], targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['Let go of the handrails', 'A brisk pace, about 5 to 6 km/h'] },
  { name: 'Treadmill Run', seconds: 60, eq: ['treadmill'], impact: 'high', lowImpact: 'Treadmill Incline Walk', targets: ['cardio'], pattern: 'cardio', position: 'standing', cues: ['A conversational pace', 'Stay in the middle of the belt'] },
  { name: 'Treadmill Incline Walk', seconds: 120, eq: ['treadmill'], traits: ['gentle'], targets: ['cardio', 'glutes'], pattern: 'cardio', position: 'standing', cues: ['Incline 6 to 10 percent', 'Do not hold the rails'] },
  { name: 'Rowing Machine', seconds: 60, eq: ['rowing-machine'], traits: ['abdominal-compression'], targets: ['cardio', 'back', 'full-body'], pattern: 'cardio', position: 'seated', cues: ['Legs, then body, then arms', 'Arms, body, legs on the way back'] },
  { name: 'Bike Sprint', seconds: 30, eq: ['exercise-bike'], targets: ['cardio', 'quads'], pattern: 'cardio', position: 'seated', cues: ['Add enough resistance to feel the road', 'Spin fast for the whole interval'] },
  { name: 'Steady Bike', seconds: 120, eq: ['exercise-bike'], traits: ['gentle'], targets: ['cardio'], pattern: 'cardio', position: 'seated', cues: ['A pace you could hold for twenty minutes', 'Relax your shoulders'] },
  { name: 'Stair Climber', seconds: 60, eq: ['stair-climber'], targets: ['cardio', 'glutes'], pattern: 'cardio', position: 'standing', cues: ['Light hands on the rails', 'Push through your whole foot'] },

  // Stretches and cool-down
  { name: 'Child’s Pose', seconds: 45, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'stretch', position: 'kneeling', cues: ['Knees wide, big toes together', 'Breathe into your back'] },
  { name: 'Supine Figure-Four Stretch', seconds: 30, unilateral: true, eq: ['mat'], targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'supine', cues: ['Ankle over the opposite knee', 'Pull the bottom leg towards you'] },
  { name: 'Seated Figure-Four Stretch', seconds: 30, unilateral: true, targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'seated', cues: ['Sit tall on a chair or the floor, ankle over knee', 'Hinge forward from your hips'] },
  { name: 'Seated Hamstring Stretch', seconds: 30, unilateral: true, eq: ['mat'], targets: ['mobility', 'hamstrings'], pattern: 'stretch', position: 'seated', cues: ['One leg long, the other foot on your inner thigh', 'Reach forward with a long spine'] },
  { name: 'Standing Quad Stretch', seconds: 30, unilateral: true, targets: ['mobility', 'quads'], pattern: 'stretch', position: 'standing', cues: ['Hold a wall for balance', 'Knees together, tuck your tailbone'] },
  { name: 'Kneeling Hip Flexor Stretch', seconds: 30, unilateral: true, eq: ['mat'], targets: ['mobility', 'quads'], pattern: 'stretch', position: 'kneeling', cues: ['Tuck your tailbone under', 'Shift forward until the front of the hip stretches'] },
  { name: 'Standing Calf Stretch', seconds: 30, unilateral: true, targets: ['mobility', 'calves'], pattern: 'stretch', position: 'standing', cues: ['Hands on a wall, back heel down', 'Bend the front knee'] },
  { name: 'Doorway Chest Stretch', seconds: 30, targets: ['mobility', 'chest'], pattern: 'stretch', position: 'standing', cues: ['Forearms on the door frame', 'Step through gently'] },
  { name: 'Cross-Body Shoulder Stretch', seconds: 30, unilateral: true, targets: ['mobility', 'shoulders'], pattern: 'stretch', position: 'standing', cues: ['Pull one arm across your chest', 'Keep your shoulder down'] },
  { name: 'Overhead Tricep Stretch', seconds: 30, unilateral: true, targets: ['mobility', 'arms'], pattern: 'stretch', position: 'standing', cues: ['Hand between your shoulder blades', 'Gently press the elbow back'] },
  { name: 'Cobra Stretch', seconds: 30, eq: ['mat'], targets: ['mobility', 'core'], pattern: 'stretch', position: 'prone', cues: ['Hands under your shoulders', 'Lift your chest, hips stay down'] },
  { name: 'Downward Dog', seconds: 30, eq: ['mat'], targets: ['mobility', 'hamstrings', 'calves'], pattern: 'stretch', position: 'all-fours', cues: ['Hips high, long spine', 'Pedal your heels towards the floor'] },
  { name: 'Supine Spinal Twist', seconds: 30, unilateral: true, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'stretch', position: 'supine', cues: ['Knees fall to one side', 'Both shoulders stay on the mat'] },
  { name: 'Seated Spinal Twist', seconds: 30, unilateral: true, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'stretch', position: 'seated', cues: ['Sit tall, cross one foot over', 'Turn gently from your upper back'] },
  { name: 'Butterfly Stretch', seconds: 45, eq: ['mat'], targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'seated', cues: ['Soles of your feet together', 'Let your knees fall open, sit tall'] },
  { name: 'Pigeon Pose', seconds: 45, unilateral: true, eq: ['mat'], targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'kneeling', cues: ['Front shin across the mat', 'Hips square, fold forward if it feels good'] },
  { name: 'Deep Squat Hold', seconds: 30, targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'standing', cues: ['Heels down, elbows inside your knees', 'Breathe down into your pelvis'] },
  { name: 'Happy Baby', seconds: 30, eq: ['mat'], targets: ['mobility', 'glutes'], pattern: 'stretch', position: 'supine', cues: ['Hold the outsides of your feet', 'Rock gently side to side'] },
  { name: 'Wide-Leg Forward Fold', seconds: 30, targets: ['mobility', 'hamstrings'], pattern: 'stretch', position: 'standing', cues: ['Feet wide, hinge at the hips', 'Let your head hang'] },
  { name: 'Neck Release', seconds: 30, unilateral: true, targets: ['mobility'], pattern: 'stretch', position: 'seated', cues: ['Ear towards your shoulder', 'Breathe and let the shoulder drop'] },
  { name: 'Mermaid Stretch', seconds: 30, unilateral: true, eq: ['mat'], targets: ['mobility', 'core'], pattern: 'stretch', position: 'seated', cues: ['Sit with your legs folded to one side', 'Reach up and over'] },
  { name: 'Swiss Ball Back Stretch', seconds: 45, eq: ['swiss-ball'], targets: ['mobility', 'back'], pattern: 'stretch', position: 'kneeling', cues: ['Kneel and drape your chest over the ball', 'Breathe into your back and rock gently'] },

  // Pilates
  { name: 'Pilates Hundred', reps: 10, eq: ['mat'], traits: ['controlled', 'spinal-flexion'], minLevel: 'Intermediate', targets: ['core'], pattern: 'core', position: 'supine', cues: ['Head and shoulders curled up', 'Pump your arms, five breaths in and five out'] },
  { name: 'Pilates Roll-Up', reps: 8, eq: ['mat'], traits: ['controlled', 'spinal-flexion'], minLevel: 'Intermediate', targets: ['core', 'mobility'], pattern: 'core', position: 'supine', cues: ['Peel up one vertebra at a time', 'Roll back down slowly'] },
  { name: 'Pilates Single-Leg Stretch', reps: 10, unilateral: true, eq: ['mat'], traits: ['controlled', 'spinal-flexion'], targets: ['core'], pattern: 'core', position: 'supine', cues: ['Head lifted, one knee in', 'Switch legs with control'] },
  { name: 'Pilates Leg Circles', reps: 6, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['core', 'mobility'], pattern: 'core', position: 'supine', cues: ['One leg to the ceiling', 'Small circles, hips still'] },
  { name: 'Pilates Swimming', seconds: 30, eq: ['mat'], traits: ['controlled'], targets: ['back', 'glutes'], pattern: 'core', position: 'prone', cues: ['Arms and legs lifted a little', 'Flutter opposite arm and leg'] },
  { name: 'Pilates Side Kick', reps: 10, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['glutes', 'core'], pattern: 'hip', position: 'side-lying', cues: ['Top leg at hip height', 'Kick forward twice, sweep back once'] },
  { name: 'Pilates Spine Stretch Forward', reps: 6, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'mobility', position: 'seated', cues: ['Sit tall, legs wide', 'Round forward from the top of your head'] },
  { name: 'Pilates Saw', reps: 6, unilateral: true, eq: ['mat'], targets: ['mobility', 'back'], pattern: 'mobility', position: 'seated', cues: ['Twist towards one leg', 'Reach your little finger past your little toe'] },
  { name: 'Kneeling Leg Lift', reps: 10, unilateral: true, eq: ['mat'], traits: ['controlled'], targets: ['glutes', 'core'], pattern: 'hip', position: 'kneeling', cues: ['One hand down, the other on your head', 'Lift the straight leg to hip height'] },
  { name: 'Standing Single-Leg Balance', seconds: 30, unilateral: true, traits: ['controlled', 'balance'], targets: ['core', 'mobility'], pattern: 'core', position: 'standing', cues: ['Soft standing knee', 'Eyes on a point ahead'] },
];

function toExercise(spec: ExerciseSpec, index: number): Exercise {
  const equipment = spec.eq ?? ['bodyweight'];
  const place: Place = spec.homeOnly ? 'home' : equipment.every((id) => equipmentById(id).atHome) ? 'both' : 'gym';
  const impact = spec.impact ?? 'low';
  const traits = spec.traits ?? [];
  if ((spec.reps === undefined) === (spec.seconds === undefined)) throw new Error(`${spec.name}: give reps or seconds`);
  return {
    id: slugify(spec.name),
    contentId: EXERCISE_CONTENT_ID_BASE + index + 1,
    name: spec.name,
    kind: spec.reps === undefined ? 'timed' : 'repetitions',
    defaultReps: spec.reps ?? null,
    defaultSeconds: spec.seconds ?? null,
    equipment,
    targets: sortTargets(spec.targets),
    place,
    impact,
    position: spec.position,
    unilateral: spec.unilateral ?? false,
    pattern: spec.pattern,
    traits,
    minLevel: spec.minLevel ?? 'Beginner',
    lowImpactOptionId: spec.lowImpact ? slugify(spec.lowImpact) : null,
    cues: spec.cues,
    ...safetyOf({ position: spec.position, impact, traits, equipment }),
  };
}

export function buildExercises(): Exercise[] {
  return SPECS.map(toExercise);
}
