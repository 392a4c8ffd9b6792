/// Maths sheets written by someone who had not read the solver's rules, in wordings unlike the pages before them: a
/// ratio, a mean, rounding, unit changes, US dollars, cents, feet and miles, numbers in words, bare exercises. Each
/// keeps problems no rule knows (a finishing time, an age, "3 × (4 + 5)"), which must get no guess.
extension QualityCorpus {
    public static let ratioMaths = """
        Year 6 Homework: Ratio, Percentages and Measures

        1. What is 15% of £80?
        2. Share £45 in the ratio 2:3. How much is the larger share?
        3. A cake recipe needs 250 g of sugar for 5 people. How much sugar is needed for 8 people?
        4. A bag of potatoes weighs 2.5 kg. How many grams is that?
        5. Round 3,847 to the nearest hundred.
        6. Find the mean of 4, 7, 9 and 12.
        7. A jumper costs £32. Its price goes up by 10%. What is the new price?
        8. Tom has 3 times as many stickers as Sam. Sam has 14 stickers. How many stickers does Tom have?
        """

    public static let measuresMaths = """
        Time and Measures

        1) A train leaves at 10:45 and arrives at 13:20. How long is the journey?
        2) Find the perimeter of a rectangle 7 cm by 4 cm.
        3) A square has sides of 6 m. What is its area?
        4) A ribbon 3 m long is cut into 8 equal pieces. How long is each piece in centimetres?
        5) A water bottle holds 750 ml. How many litres do 4 bottles hold?
        6) Each lap of the track is 400 m. Amy runs 6 laps. How many kilometres does she run?
        7) A parcel weighs 1.2 kg and a second parcel weighs 850 g. What is their total mass in grams?
        8) A film lasts 95 minutes. It starts at 6:50 pm. What time does it end?
        """

    public static let usMaths = """
        Grade 5 Word Problems

        1. Maria buys 3 notebooks for $2.25 each. How much does she spend?
        2. A pack of 6 juice boxes costs $4.20. How much does one juice box cost?
        3. Jake had $20. He spent $7.35 on lunch. How much money does he have left?
        4. A rope is 12 feet long. How many inches long is it?
        5. A car travels 150 miles in 3 hours. What is its average speed in miles per hour?
        6. There are twelve eggs in a carton. How many eggs are in 5 cartons?
        7. A class of 28 students splits into teams of 4. How many teams are there?
        8. Emma read 45 pages on Monday and twice as many on Tuesday. How many pages did she read on Tuesday?
        9. A pencil costs 35 cents. How much do 8 pencils cost in dollars?
        """

    public static let mentalMaths = """
        Mental Maths Practice - show your working

        1) 3/4 of 28 = ?
        2) 2/5 of 45 = ?
        3) 0.6 × 7 = ?
        4) 25% of 60 = ?
        5) 1/2 + 1/4 = ?
        6) Solve 3x + 5 = 20
        7) 144 ÷ 12 = ?
        8) 5.4 + 2.75 = ?
        9) 2y − 7 = 9
        10) 3 × (4 + 5) = ?
        """

    public static let twoStepMaths = """
        Two-Step Problems

        1. Ella buys two pens at 45p each and a ruler for 80p. How much does she spend altogether?
        2. A farmer has fifteen cows and three times as many sheep. How many animals does he have altogether?
        3. Ben is 4 years older than his sister, who is nine. How old is Ben?
        4. A school has 6 classes of 30 pupils. 15 pupils are absent. How many pupils are in school?
        5. A cinema ticket costs £7.50. How much do four tickets cost?
        6. Kim has £20. She buys 3 books at £4.50 each. How much money does she have left?
        7. A minibus holds 16 people. How many minibuses are needed for 70 people?
        8. What is the average of 12, 15 and 18?
        """

    /// The sheets above with their solutions worked by hand, in the order of their problems.
    static let moreMaths: [Page] = [
        // £80 × 15%, £45 ÷ 5 × 3, 250 g ÷ 5 × 8, 2.5 kg in g, 3,847 → 3,800, 32 ÷ 4, £32 + 10%, 14 × 3.
        Page(name: "ratio-maths", kind: .maths, text: ratioMaths, solutions: [12, 27, 400, 2500, 3800, 8, 35.20, 42]),
        // 10:45 → 13:20 is 155 minutes, 2 × (7 + 4), 6 × 6, 300 cm ÷ 8, 4 × 750 ml, 6 × 400 m, 1200 g + 850 g (the film ends at 8:25 pm).
        Page(name: "measures-maths", kind: .maths, text: measuresMaths, solutions: [155, 22, 36, 37.5, 3, 2.4, 2050]),
        // 3 × $2.25, $4.20 ÷ 6, $20 − $7.35, 12 × 12 in, 150 ÷ 3, 12 × 5, 28 ÷ 4, 45 × 2, 8 × 35¢.
        Page(name: "us-maths", kind: .maths, text: usMaths, solutions: [6.75, 0.70, 12.65, 144, 50, 60, 7, 90, 2.80]),
        // 21, 18, 4.2, 15, 3/4, x = 5, 12, 8.15, y = 8, 27.
        Page(name: "mental-maths", kind: .maths, text: mentalMaths, solutions: [21, 18, 4.2, 15, 0.75, 5, 12, 8.15, 8, 27]),
        // 2 × 45p + 80p, 15 + 45, 9 + 4, 6 × 30 − 15, 4 × £7.50, £20 − 3 × £4.50, 70 ÷ 16 → 5, 45 ÷ 3.
        Page(name: "two-step-maths", kind: .maths, text: twoStepMaths, solutions: [1.70, 60, 13, 165, 30, 6.50, 5, 15]),
    ]
}
