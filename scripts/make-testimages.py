#!/usr/bin/env python3
"""Regenerates TestImages/: homework-like pages rendered from known text, then degraded like phone photos.

usage: scripts/make-testimages.py [OUTPUT_DIR]   (default: TestImages next to this script's parent)
       scripts/make-testimages.py --variants dim|blur|shadow|lamp COUNT OUTPUT_DIR [SEED]   (a varied set of one kind, `variants`)

Each page is written as NAME.jpg, .png, .tif, .webp or .heic with NAME.gt.txt (the exact text rendered, one
printed line per line, hyphenated line ends as printed; a two-column page is written column after column, a
multi-page TIFF page after page). Deterministic: the same fonts and Pillow give the same files. Needs
python3-pil, the DejaVu fonts (Debian: fonts-dejavu-core) and heif-enc (libheif-examples) for HEIC.
"""
import math
import os
import random
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu"]

PAGES = {
    "science": ("Science Homework: The Water Cycle", [
        "The water cycle describes how water moves between the land, the oceans and the air.",
        "Energy from the Sun heats water in rivers, lakes and seas. The warm water evaporates",
        "and rises into the atmosphere as water vapour. Plants also release water vapour",
        "from their leaves in a process called transpiration.",
        "",
        "As the vapour rises it cools and condenses into tiny droplets that form clouds.",
        "When the droplets join together and become too heavy, they fall back to the ground",
        "as precipitation: rain, snow, sleet or hail. Some of this water soaks into the soil",
        "and becomes groundwater, while the rest runs off into streams and rivers.",
        "",
        "Rivers carry the water back to the oceans, where the cycle begins again. The water",
        "cycle spreads heat around the planet and gives every living thing fresh water.",
        "",
        "Questions: Which process turns liquid water into vapour? What forms a cloud?",
    ]),
    "history": ("History: The Roman Empire", [
        "Rome began as a small town on the river Tiber in Italy. According to legend it",
        "was founded in 753 BC by the twins Romulus and Remus. Over several centuries the",
        "Romans conquered the lands around the Mediterranean Sea.",
        "",
        "In 27 BC Augustus became the first emperor. The empire built roads, aqueducts and",
        "walls, and Latin spread across Europe. Hadrian's Wall was built in northern",
        "Britain to defend the frontier. Soldiers of the legions were trained to march",
        "thirty kilometres a day carrying their equipment.",
        "",
        "The empire was divided into an eastern and a western half. The western empire",
        "ended in AD 476, when the last emperor, Romulus Augustulus, was removed from power.",
        "The eastern empire, with its capital at Constantinople, lasted until 1453.",
    ]),
    "maths": ("Maths: Word Problems", [
        "1. A baker makes 48 muffins and packs them into boxes of 6. How many boxes",
        "does she fill? Show your working.",
        "",
        "2. A train leaves the station at 09:15 and arrives at 11:45. How long is the",
        "journey in minutes?",
        "",
        "3. Sam has 120 stickers. He gives a quarter of them to his sister and 15 to his",
        "friend. How many stickers does Sam have left?",
        "",
        "4. A rectangular garden is 12 metres long and 7 metres wide. What is its area,",
        "and how much fencing is needed to go all the way around it?",
        "",
        "5. A bottle holds 1.5 litres of juice. How many glasses of 250 millilitres can",
        "be poured from three bottles?",
    ]),
    # Small type with wide line spacing, photographed blurred: Tesseract took every line for a paragraph and read
    # commas as full stops and lost stops between sentences (TextCleanup's FalseParagraphBreaks, MisreadCommas,
    # MissingStops). Commas, a thousands separator, names and numbers throughout.
    "nile": ("Geography: The River Nile", [
        "The Nile is the longest river in Africa. It flows north for about 6,650",
        "kilometres through eleven countries before it reaches the Mediterranean Sea.",
        "The river has two main sources. The White Nile begins near Lake Victoria,",
        "and the Blue Nile starts at Lake Tana in Ethiopia. The two rivers meet at",
        "Khartoum, the capital of Sudan.",
        "",
        "Every summer heavy rain falls on the Ethiopian Highlands. In the past this",
        "rain made the Nile flood, and the floodwater left a layer of rich black mud",
        "called silt on the fields. Farmers in ancient Egypt grew wheat and barley in",
        "this fertile soil. Because of the silt, the Egyptians called their land Kemet,",
        "which means the black land.",
        "",
        "In 1970 the Aswan High Dam was completed in southern Egypt. The dam controls",
        "the floods and produces electricity for millions of homes. Behind it lies",
        "Lake Nasser, one of the largest artificial lakes in the world. However, the",
        "dam also traps the silt, so farmers now need to use fertiliser instead.",
        "",
        "Today about 95 percent of the people of Egypt live within a few kilometres",
        "of the river. The Nile Delta, where the river divides into many channels",
        "before it enters the sea, is the most crowded part of the country.",
    ]),
    # A history page photographed with the sheet nearly filling the frame: its edges were read as stray letters at
    # the ends of lines ("J coal burned fiercely", "safe. :"), and its quiz keyed a year to the wrong clause
    # ("which was completed in 1711" asked as when Wren designed the cathedral).
    "fire": ("The Great Fire of London", [
        "In the early hours of Sunday 2 September 1666, a fire started in a bakery on",
        "Pudding Lane. The baker, Thomas Farriner, had forgotten to put out his oven",
        "before going to bed. The summer had been long and dry, and most houses in",
        "the city were made of timber and pitch, so the flames spread quickly.",
        "",
        "A strong east wind carried the fire across the city. The Lord Mayor, Sir Thomas",
        "Bloodworth, was woken but decided the fire was not serious. By Monday the",
        "flames had reached the River Thames, where warehouses full of oil, tar and",
        "coal burned fiercely.",
        "",
        "People fled with whatever they could carry. Some loaded their belongings onto",
        "boats, while others buried their valuables in their gardens. Samuel Pepys, a",
        "naval official, wrote about the fire in his famous diary. He described how he",
        "buried his wine and a Parmesan cheese to keep them safe.",
        "",
        "King Charles II ordered that houses should be pulled down to make firebreaks.",
        "On Tuesday, sailors used gunpowder to blow up buildings in the path of the",
        "fire. The wind dropped on Wednesday, and the fire was finally put out on",
        "Thursday 6 September.",
        "",
        "The fire destroyed more than 13,000 houses and 87 churches, including St",
        "Paul's Cathedral. Only six deaths were recorded, although the true number was",
        "probably higher. After the fire, new buildings had to be made of brick or stone.",
        "The architect Christopher Wren designed the new St Paul's Cathedral, which",
        "was completed in 1711.",
    ]),
    # Texts only the generated sets of `variants` use (no TestImage is drawn from them): more words and names to read.
    "plants": ("Biology: How Plants Make Food", [
        "Green plants make their own food in a process called photosynthesis. It takes",
        "place mostly in the leaves, inside tiny structures called chloroplasts, which",
        "contain a green pigment named chlorophyll.",
        "",
        "The plant takes in carbon dioxide from the air through small holes on the",
        "underside of its leaves, called stomata. Water travels up from the roots",
        "through narrow tubes known as xylem. Using the energy of sunlight, the leaf",
        "turns the water and carbon dioxide into glucose and oxygen.",
        "",
        "Some of the glucose is used at once for energy; the rest is stored as starch",
        "in the roots, stems and seeds. The oxygen escapes into the air, where animals",
        "breathe it in. Without plants there would be very little oxygen on Earth.",
        "",
        "Questions: What gas do leaves take in? Why are most leaves green and flat?",
    ]),
    "moon": ("Space: The Moon Landing", [
        "On 16 July 1969 the Saturn V rocket lifted off from Florida carrying three",
        "astronauts: Neil Armstrong, Buzz Aldrin and Michael Collins. Four days later",
        "the lunar module, called Eagle, separated from the command module Columbia",
        "and began its descent towards the surface of the Moon.",
        "",
        "Armstrong steered the craft past a field of boulders and landed with less",
        "than a minute of fuel left. Six hours later he climbed down the ladder and",
        "said that it was one small step for a man, one giant leap for mankind.",
        "",
        "The two men spent about two and a half hours outside. They collected 21",
        "kilograms of rock and dust, set up experiments and planted a flag. Collins",
        "stayed in orbit, about 110 kilometres above them, waiting for their return.",
        "The crew splashed down safely in the Pacific Ocean on 24 July.",
    ]),
}

# Two-column pages: the title spans both columns, the body is wrapped into two columns (a "|" inside a word
# marks where it may be hyphenated at a line end), an optional footnote spans the page under a short rule.
COLUMN_PAGES = {
    "volcanoes": ("Geography: How Volcanoes Work", [
        "Deep beneath the crust of the Earth the rock is so hot that some of it melts. This molten rock is "
        "called magma. Because magma is lighter than the solid rock around it, it slowly rises to|wards the "
        "surface and col|lects in a magma cham|ber a few kilo|metres below the ground.",
        "When the pressure in the chamber becomes too great, the magma forces its way up through cracks and "
        "bursts out of a vent. Once it reaches the surface it is called lava. Some erup|tions are gentle and "
        "the lava flows slowly down the slopes; others are violent and throw ash, gas and rocks high into the "
        "sky.",
        "Layers of cooled lava and ash build up around the vent over thou|sands of years and form a mountain. "
        "Scien|tists called volcano|logists measure small earth|quakes, changes in the shape of the ground and "
        "the gases that es|cape, so that they can warn the people who live nearby before an eruption begins.",
        "There are about fif|teen hun|dred active volcanoes on land. Most of them lie along the edges of the "
        "tec|tonic plates, especially around the Pacific Ocean in a belt known as the Ring of Fire.",
        "Volcanic ash makes the soil very fertile, so farmers have grown grapes, olives and rice on the slopes "
        "of volcanoes since ancient times. The heat under|ground can also be used to make electricity, as it "
        "is in Iceland and New Zealand, where hot water and steam are piped to power stations.",
        "Not every volcano is on land. Under the oceans, long chains of volcanoes run along the ridges where "
        "the plates move apart, and new sea floor is made from the lava that pours out of them. Some islands, "
        "such as Hawaii, are the tops of enor|mous volcanoes that rise from the bottom of the sea.",
    ], None),
    "magnets": ("Physics: Magnets and Magnetic Fields", [
        "A magnet attracts ob|jects made of iron, nickel and cobalt. Every magnet has two ends, called the north "
        "pole and the south pole. Two like poles push each other away, while two unlike poles pull towards "
        "each other. This push or pull is a force that acts without the magnets touching.",
        "The space around a magnet where its force can be felt is called the magnetic field. We can see its "
        "shape by sprin|kling iron filings on a sheet of paper placed over a bar magnet. The filings line up "
        "along curved lines that run from one pole to the other.*",
        "The Earth itself behaves like a giant magnet. A compass needle is a small magnet that turns until it "
        "points along the field of the Earth, which is why sailors and ex|plorers have used compasses to find "
        "their way for many cen|turies.",
        "An electric current flowing through a coil of wire also makes a magnetic field. Such an electro|magnet "
        "can be switched on and off, so it is used in door bells, loud|speakers, electric motors and the cranes "
        "that lift scrap metal in a recycling yard.",
        "Magnets can lose their strength if they are heated, dropped or hammered, because the tiny regions "
        "inside them that point the same way are knocked out of line. A magnet should be stored with a piece "
        "of soft iron, called a keeper, across its poles.",
        "Some animals can sense the magnetic field of the Earth. Mi|grat|ing birds, sea turtles and salmon use it "
        "to navi|gate over thousands of kilo|metres, re|turn|ing each year to the places where they were born.",
    ], "* The lines are closest together near the poles, where the magnetic field is strongest."),
}


def font(name, size):
    for folder in FONT_DIRS:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    sys.exit("font %s not found in %s (install fonts-dejavu-core)" % (name, FONT_DIRS))


def render(subject, body_font="DejaVuSerif.ttf", size=26, width=1240, height=1754, title=None, title_scale=None):
    """A white A4 page at 150 dpi; returns the image and the exact text drawn. `title` replaces the page's own;
    `title_scale` draws it that many times the body's size (else 8 px larger)."""
    own_title, lines = PAGES[subject]
    title = title or own_title
    page = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(page)
    # Margins in proportion to the page (90 and 110 px on the 1240 px pages).
    margin, top = round(90 * width / 1240), round(110 * width / 1240)
    title_size = round(size * title_scale) if title_scale else size + 8
    title_font = font("DejaVuSans-Bold.ttf", title_size)
    text_font = font(body_font, size)
    while max(draw.textlength(line, font=text_font) for line in lines) > width - round(200 * width / 1240):
        size -= 1
        text_font = font(body_font, size)
    y = top
    draw.text((margin, y), title, font=title_font, fill=20)
    y += int((size + 10) * 2.2) if title_scale is None else int(title_size * 1.6)
    for line in lines:
        if line:
            draw.text((margin, y), line, font=text_font, fill=25)
            y += int(size * 1.9)
        else:
            y += int(size * 1.2)
    text = title + "\n\n" + "\n".join(lines) + "\n"
    return page, text


def wrap(draw, paragraph, text_font, width):
    """Greedy line breaking; a word marked with "|" may be split there with a hyphen."""
    lines, line = [], ""
    for word in paragraph.split():
        candidate = (line + " " + word.replace("|", "")).strip()
        if draw.textlength(candidate, font=text_font) <= width:
            line = candidate
            continue
        parts = word.split("|")
        for cut in range(len(parts) - 1, 0, -1):
            head = (line + " " + "".join(parts[:cut]) + "-").strip()
            if draw.textlength(head, font=text_font) <= width:
                lines.append(head)
                line = "".join(parts[cut:])
                break
        else:
            lines.append(line)
            line = word.replace("|", "")
    lines.append(line)
    return lines


def render_columns(subject, body_font="DejaVuSerif.ttf", size=24, width=1240, height=1754):
    """A white A4 page at 150 dpi with a title over two columns (and a footnote); returns the image and the
    text in reading order: title, left column, right column, footnote."""
    title, paragraphs, footnote = COLUMN_PAGES[subject]
    page = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(page)
    title_font = font("DejaVuSans-Bold.ttf", size + 10)
    text_font = font(body_font, size)
    margin, gutter = 90, 60
    column = (width - 2 * margin - gutter) // 2
    lines = []
    for paragraph in paragraphs:
        lines += wrap(draw, paragraph, text_font, column) + [""]
    lines.pop()
    split = (len(lines) + 1) // 2
    while lines[split - 1] == "" or (split < len(lines) and lines[split] == ""):
        split += 1
    columns = [lines[:split], lines[split:]]
    y0 = 110
    draw.text((margin, y0), title, font=title_font, fill=20)
    y0 += int((size + 10) * 2.4)
    bottom = y0
    for index, column_lines in enumerate(columns):
        x, y = margin + index * (column + gutter), y0
        for line in column_lines:
            if line:
                draw.text((x, y), line, font=text_font, fill=25)
                y += int(size * 1.6)
            else:
                y += int(size * 1.0)
        bottom = max(bottom, y)
    text = title + "\n\n" + "\n".join(columns[0]) + "\n\n" + "\n".join(columns[1]) + "\n"
    if footnote:
        note_font = font(body_font, size - 4)
        y = bottom + size * 2
        draw.line((margin, y, margin + 300, y), fill=40, width=2)
        note_lines = wrap(draw, footnote, note_font, width - 2 * margin)
        y += size
        for line in note_lines:
            draw.text((margin, y), line, font=note_font, fill=25)
            y += int(size * 1.4)
        text += "\n" + "\n".join(note_lines) + "\n"
    return page, text


def save(img, path, fmt, dpi=None, quality=72):
    """Writes one page (or a list of pages: a multi-page TIFF) in the given format."""
    if fmt == "jpg":
        img.save(path, "JPEG", quality=quality, optimize=True)
    elif fmt == "png":
        img.save(path, "PNG", optimize=True)
    elif fmt == "webp":
        img.save(path, "WEBP", quality=80, method=6)
    elif fmt == "tif":
        pages = img if isinstance(img, list) else [img]
        bilevel = all(p.mode == "1" for p in pages)
        pages[0].save(path, "TIFF", save_all=True, append_images=pages[1:], dpi=dpi or (150, 150),
                      compression="group4" if bilevel else "tiff_lzw")
    elif fmt == "heic":
        # Pillow cannot write HEIC; heif-enc (libheif-examples) encodes a lossless PNG of the same pixels.
        with tempfile.TemporaryDirectory() as folder:
            source = os.path.join(folder, "page.png")
            img.save(source, "PNG")
            subprocess.run(["heif-enc", "--quality", "50", source, "--output", path], check=True, stdout=subprocess.DEVNULL)
    else:
        raise ValueError(fmt)


def perspective(img, rng, strength):
    """A camera held at an angle: the page becomes a trapezoid on a darker table."""
    w, h = img.size
    d = lambda: rng.uniform(0, strength) * min(w, h)
    # Corners of the source quad (ul, ll, lr, ur) sampled into the output rectangle.
    quad = (-d(), -d(), -d(), h + d(), w + d(), h + d(), w + d(), -d())
    return img.transform((w, h), Image.QUAD, quad, resample=Image.BICUBIC, fillcolor=90)


def _multiply(img, mask):
    from PIL import ImageChops
    return ImageChops.multiply(img, mask)


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting (no numpy needed)."""
    n = len(vector)
    rows = [list(r) + [v] for r, v in zip(matrix, vector)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                f = rows[r][col] / rows[col][col]
                rows[r] = [a - f * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def keystone(img, corners, size, fill=90):
    """A true projective view (camera tilted towards the page): the page's corners (ul, ur, lr, ll) land on
    `corners` of an output image of `size`, on a darker table."""
    w, h = img.size
    source = [(0, 0), (w, 0), (w, h), (0, h)]
    # Pillow maps each output point (x, y) to the input point ((ax+by+c)/(gx+hy+1), (dx+ey+f)/(gx+hy+1)).
    matrix, vector = [], []
    for (x, y), (u, v) in zip(corners, source):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); vector.append(u)
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y]); vector.append(v)
    return img.transform(size, Image.PERSPECTIVE, solve(matrix, vector), resample=Image.BICUBIC, fillcolor=fill)


def curl(img, depth, strips=40, spine=False):
    """A page that does not lie flat: text lines bow by up to `depth` pixels (more at the bottom than at the
    top, as a sheet lifting from the table), drawn strip by strip with Pillow's mesh transform. With `spine`, a book's
    page: flat on its left, its lines bending down towards the spine over the right 45%."""
    w, h = img.size
    margin = depth * 2
    if spine:
        sag = lambda x, y: depth * max(0.0, (x - 0.55 * w) / (0.45 * w)) ** 2 * (0.5 + 0.5 * y / h)
    else:
        sag = lambda x, y: depth * ((2.0 * x / w - 1) ** 2) * (0.4 + 0.6 * y / h)
    mesh = []
    for i in range(strips):
        x0, x1 = w * i // strips, w * (i + 1) // strips
        # Output box -> source quad (ul, ll, lr, ur): the source row shown at output row y is y - sag.
        quad = (x0, -margin - sag(x0, 0), x0, h + margin - sag(x0, h),
                x1, h + margin - sag(x1, h), x1, -margin - sag(x1, 0))
        mesh.append(((x0, 0, x1, h), quad))
    page = Image.new("L", (w, h + 2 * margin), 255)
    page.paste(img, (0, margin))
    return page.transform((w, h + 2 * margin), Image.MESH, mesh, resample=Image.BICUBIC, fillcolor=255)


def hard_shadow(img, polygon, darkness=0.45, penumbra=2.0):
    """The shadow of a hand or a phone: a sharp-edged dark region across the text."""
    mask = Image.new("L", img.size, 255)
    ImageDraw.Draw(mask).polygon(polygon, fill=int(255 * darkness))
    return _multiply(img, mask.filter(ImageFilter.GaussianBlur(penumbra)))


def noise(img, rng, sigma):
    from PIL import ImageChops
    w, h = img.size
    small = Image.effect_noise((w // 2, h // 2), sigma).resize((w, h))
    return ImageChops.add(img, small, scale=1.0, offset=-128)


def colour(img, tint):
    """Gray page to RGB with a colour cast (warm indoor light)."""
    r, g, b = tint
    return Image.merge("RGB", [img.point(lambda v: int(v * r)), img.point(lambda v: int(v * g)), img.point(lambda v: int(v * b))])


def photo(img, rng, *, skew=0.0, persp=0.04, shade=110, blur=1.2, sigma=10, tint=(1.0, 0.93, 0.82), turn=0, tilt=0,
          view=None, shadow=None, shadow_darkness=0.45):
    img = img.rotate(skew, resample=Image.BICUBIC, expand=False, fillcolor=255) if skew else img
    # A sheet lying turned on the table: the whole page, corners and all, on a darker background.
    img = img.rotate(tilt, resample=Image.BICUBIC, expand=True, fillcolor=90) if tilt else img
    # `view`: (corners, size) of a projective view; else the mild bilinear `persp` of the older pages.
    img = keystone(img, *view) if view else perspective(img, rng, persp)
    img = _multiply(img, shadow_mask(img.size, rng, shade))
    if shadow:
        img = hard_shadow(img, shadow, shadow_darkness)
    img = img.filter(ImageFilter.GaussianBlur(blur))
    img = noise(img, rng, sigma)
    img = colour(img, tint)
    if turn:
        img = img.rotate(turn, expand=True)
    return img


def shadow_mask(size, rng, depth):
    w, h = size
    gradient = Image.linear_gradient("L").rotate(rng.choice([0, 90, 180, 270])).resize((w, h))
    return gradient.point(lambda v: 255 - int(depth * v / 255))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "TestImages")
    os.makedirs(out, exist_ok=True)
    rng = random.Random(20261121)
    jobs = [
        # name, subject, font, degradation, format
        ("science-photo", "science", "DejaVuSerif.ttf", dict(skew=3.0, persp=0.04, shade=120), "jpg"),
        ("history-photo", "history", "DejaVuSans.ttf", dict(skew=-6.0, persp=0.05, shade=140, blur=1.5), "jpg"),
        ("maths-photo", "maths", "DejaVuSerif.ttf", dict(skew=1.5, persp=0.06, shade=90, sigma=14), "jpg"),
        ("science-rot90", "science", "DejaVuSans.ttf", dict(skew=-2.0, persp=0.03, shade=100, turn=90), "jpg"),
        ("history-rot180", "history", "DejaVuSerif.ttf", dict(skew=1.0, persp=0.03, shade=100, turn=180), "jpg"),
        ("maths-scan", "maths", "DejaVuSans.ttf", None, "png"),
    ]
    # Pages with two columns come after the pages above, so the shared random sequence (and so every older
    # image) stays as it was.
    column_jobs = [
        ("volcanoes-2col-scan", "volcanoes", "DejaVuSerif.ttf", None, "png"),
        ("magnets-2col-footnote-scan", "magnets", "DejaVuSans.ttf", None, "png"),
        ("volcanoes-2col-photo", "volcanoes", "DejaVuSans.ttf", dict(skew=2.0, persp=0.04, shade=110), "jpg"),
    ]
    made = {}
    for name, subject, face, degrade, fmt in jobs + column_jobs:
        page, text = (render if subject in PAGES else render_columns)(subject, body_font=face)
        img = page if degrade is None else photo(page, rng, **degrade)
        made[name] = (img, text)
        write(out, name, img, text, fmt)
    # The same pixels in the other formats snapquiz reads, and a flatbed scanner's multi-page bilevel TIFF.
    copies = [("science-photo-heic", "science-photo", "heic"), ("history-photo-webp", "history-photo", "webp"),
              ("maths-scan-tiff", "maths-scan", "tif")]
    for name, source, fmt in copies:
        write(out, name, made[source][0], made[source][1], fmt)
    pages = [render("science", body_font="DejaVuSerif.ttf"), render("history", body_font="DejaVuSerif.ttf")]
    # A sheet photographed turned by 30 degrees (issue 10: deskew up to 45 degrees). Last, to keep the sequence.
    page, text = render("history", body_font="DejaVuSans.ttf")
    write(out, "history-tilt30-photo", photo(page, rng, tilt=30, persp=0.02, shade=100), text, "jpg")
    write(out, "pages-multipage-scan", [p.point(lambda v: 255 if v > 160 else 0, "1") for p, _ in pages],
          "".join(t for _, t in pages), "tif")
    camera_pages(out)
    turned_scans(out)
    small_type_photo(out)
    edge_photo(out)
    cloth_photos(out)
    faint_lamp_photos(out)
    full_size_photo(out)
    soft_serif_photo(out)
    blurred_serif_photo(out)
    spine_curl_photo(out)
    heading_photo(out)
    shadow_edge_photo(out)
    dim_lamp_photo(out)
    table_crumple_photo(out)


TABLE_PAGE = ("Science Club: Plant Growth Results", [
    "Each group grew three bean plants for two weeks and measured them every Friday.",
    "The table shows the mean height of the plants in centimetres.",
], [["Group", "Light", "Week one", "Week two"],
    ["Oak", "window", "4.5", "9.0"],
    ["Ash", "cupboard", "2.0", "3.5"],
    ["Elm", "lamp", "5.5", "11.5"],
    ["Yew", "garden", "3.0", "7.5"]])


def render_table(size=26, width=1240, height=1754):
    """A white A4 page at 150 dpi: a title, two lines of text and a table ruled in a full grid; returns the image and
    the text in reading order (title, lines, the table row by row, cells left to right)."""
    title, lines, rows = TABLE_PAGE
    page = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(page)
    text_font, title_font = font("DejaVuSans.ttf", size), font("DejaVuSans-Bold.ttf", size + 8)
    margin, y = 90, 110
    draw.text((margin, y), title, font=title_font, fill=20)
    y += int((size + 10) * 2.2)
    for line in lines:
        draw.text((margin, y), line, font=text_font, fill=25)
        y += int(size * 1.9)
    y += size
    columns = [margin, margin + 250, margin + 560, margin + 810, width - margin]
    row_height = int(size * 2.6)
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            draw.text((columns[c] + 24, y + r * row_height + (row_height - size) // 2 - 2), cell, font=text_font, fill=25)
    bottom = y + len(rows) * row_height
    for r in range(len(rows) + 1):
        draw.line([(columns[0], y + r * row_height), (columns[-1], y + r * row_height)], fill=30, width=3)
    for x in columns:
        draw.line([(x, y), (x, bottom)], fill=30, width=3)
    text = title + "\n\n" + "\n".join(lines) + "\n\n" + "\n".join(" ".join(row) for row in rows) + "\n"
    return page, text


def crumple(img, rng, amplitude, cells=16):
    """A sheet crumpled and smoothed out again: every point moved by up to `amplitude` pixels along a few random
    waves, so straight rules and lines come out bent in both directions (Pillow's mesh transform)."""
    w, h = img.size
    waves = [(rng.uniform(0.6, 1.6), rng.uniform(0.6, 1.6), rng.uniform(0, 2 * math.pi)) for _ in range(4)]
    def moved(x, y):
        dx = sum(math.sin(2 * math.pi * (fx * x / w + fy * y / h) + p) for fx, fy, p in waves[:2]) / 2
        dy = sum(math.sin(2 * math.pi * (fx * x / w + fy * y / h) + p) for fx, fy, p in waves[2:]) / 2
        return x + amplitude * dx, y + amplitude * dy
    mesh = []
    for i in range(cells):
        for j in range(cells):
            x0, x1, y0, y1 = w * i // cells, w * (i + 1) // cells, h * j // cells, h * (j + 1) // cells
            quad = moved(x0, y0) + moved(x0, y1) + moved(x1, y1) + moved(x1, y0)
            mesh.append(((x0, y0, x1, y1), quad))
    return img.transform((w, h), Image.MESH, mesh, resample=Image.BICUBIC, fillcolor=255)


def table_crumple_photo(out):
    """A results table ruled in a full grid, on a sheet crumpled and smoothed out, photographed, on its own random
    sequence: the grid's rules come out bent, and Tesseract took the grid for a picture and dropped its cells' text
    (`RuledGrids`)."""
    rng = random.Random(20261129)
    page, text = render_table()
    # The sheet lies on the table with the table showing all round it, so it is isolated as a photographed sheet.
    view = ([(110, 120), (1130, 95), (1160, 1650), (80, 1670)], (1240, 1754))
    write(out, "plants-table-crumple-photo", photo(crumple(page, rng, 14), rng, view=view, shade=90), text, "jpg")


def shadow_edge_photo(out):
    """A hard shadow over the left of a sheet, as dark as the table beyond it, on its own random sequence. Page
    isolation took the lit part for the sheet and cropped the shadowed text away (CER 0.62); a sheet that leaves out
    text that runs on from the text it keeps is not the sheet (`PageMask.textLeftOut`)."""
    rng = random.Random(20261128)
    page, text = render("history", body_font="DejaVuSerif.ttf")
    shadow = [(0, 0), (700, 0), (520, 1754), (0, 1754)]
    write(out, "history-shadow-photo", photo(page, rng, skew=1.2, persp=0.03, shade=80, shadow=shadow), text, "jpg")


def heading_photo(out):
    """A worksheet whose title is printed three times the size of its text, in bold, on its own random sequence.
    Such a title closes, on the coarse copy bands are looked for on, into a dark strip as light inside as a band
    with light letters (`InvertedBands`): inverted, its letters became hollow outlines and the title was lost. And a
    scan whose title is twice the size of its text, which Tesseract's one uniform block leaves out (`LargePrint`)."""
    rng = random.Random(20261127)
    page, text = render("nile", body_font="DejaVuSans.ttf", title="The River Nile", title_scale=3.0)
    write(out, "nile-heading-photo", photo(page, rng, skew=-2.0, persp=0.03, shade=110, blur=1.0), text, "jpg")
    page, text = render("science", body_font="DejaVuSerif.ttf", title="Water Cycle", title_scale=2.0)
    write(out, "science-heading-scan", page, text, "png")


def soft_serif_photo(out):
    """A serif page photographed in even light, a little soft (blur 1.0-1.5 px): Sauvola's threshold breaks its thin
    strokes ("chiftf" for "cliff,"), which Tesseract reads whole from the grey image. Its own random sequence."""
    rng = random.Random(4263)
    page, text = render("nile", body_font="DejaVuSerif.ttf", size=26)
    img = photo(page, rng, skew=rng.uniform(-4, 4), persp=rng.uniform(0.02, 0.05), shade=rng.choice([80, 110, 140]),
                blur=rng.uniform(1.0, 1.5), sigma=rng.choice([6, 10]))
    write(out, "nile-soft-photo", img, text, "jpg", quality=80)


def small_type_photo(out):
    """A page in small type (22 px) with wide line spacing, photographed a little blurred, on its own random
    sequence."""
    page, text = render("nile", body_font="DejaVuSans.ttf", size=22)
    write(out, "nile-photo", photo(page, random.Random(7), skew=-4.0, persp=0.05, shade=120, blur=1.3), text, "jpg")


def full_size_photo(out):
    """A sheet filling a 12 MP phone photo (2914x4122): print about 30 px tall, a little out of focus. Rendered at
    that size, not enlarged from a smaller page. Its own random sequence."""
    rng = random.Random(135)
    page, text = render("maths", body_font="DejaVuSerif.ttf", size=60, width=2914, height=4122)
    img = photo(page, rng, skew=rng.uniform(-5, 5), persp=0.04, shade=rng.choice([80, 110, 140]), blur=3.5)
    write(out, "maths-12mp-photo", img, text, "jpg", quality=80)


def edge_photo(out):
    """A sheet that nearly fills the frame, so its edges stay in the picture and no page is isolated from the
    background: the edge strips were read as stray letters after the lines. Its own random sequence."""
    page, text = render("fire", body_font="DejaVuSans.ttf")
    write(out, "fire-edges-photo", photo(page, random.Random(5), skew=2.5, persp=0.04, shade=120), text, "jpg")


def cloth(size, base, rng, folds=0, weave=0):
    """A cloth of colour `base` (RGB), `folds` soft light-and-shade ridges across it (crumpled fabric) and a
    weave of fine noise `weave` levels deep."""
    w, h = size
    shade = Image.new("L", (w // 8, h // 8), 128)
    draw = ImageDraw.Draw(shade)
    for _ in range(folds):
        x0, y0 = rng.uniform(0, w // 8), rng.uniform(0, h // 8)
        angle, length = rng.uniform(0, 3.1416), rng.uniform(0.3, 0.9) * w // 8
        x1, y1 = x0 + length * math.cos(angle), y0 + length * math.sin(angle)
        draw.line((x0, y0, x1, y1), fill=rng.choice([100, 110, 150, 160]), width=rng.randint(2, 5))
    shade = shade.filter(ImageFilter.GaussianBlur(3)).resize((w, h), Image.BICUBIC)
    if weave:
        shade = noise(shade, rng, weave)
    # Shade 128 is the base colour; each level off it is one level lighter or darker in every channel.
    return Image.merge("RGB", [shade.point(lambda v, c=c: max(0, min(255, c + v - 128))) for c in base])


def lamp(img, gains, falloff):
    """A coloured lamp over sheet and cloth alike: each channel scaled by `gains`, and one channel (index, depth)
    darkening by up to `depth` levels from the frame's right edge to its left."""
    channel, depth = falloff
    w, h = img.size
    ramp = Image.linear_gradient("L").rotate(90).resize((w, h))  # 0 on the left, 255 on the right
    bands = list(img.split())
    for k in range(3):
        bands[k] = bands[k].point(lambda v, g=gains[k]: int(v * g))
    shade = ramp.point(lambda v: int(depth * (255 - v) / 255))
    from PIL import ImageChops
    bands[channel] = ImageChops.subtract(bands[channel], shade)
    return Image.merge("RGB", bands)


def cloth_photos(out):
    """Issue 10's "finding the sheet": a printed sheet on a cloth of nearly its own colour and brightness, both lit by
    one coloured lamp whose colour falls off across the frame, so the paper's colour varies more across the sheet
    than it differs from the cloth's (as on ../shared/ocr-dev's 04777 and 13668). Only the sheet's outline, a weak
    step, tells them apart. Three cloths and lamps, on their own random sequence."""
    rng = random.Random(20261126)
    size = (1240, 1754)
    cases = [
        # name, subject, font, cloth colour, folds, weave, lamp gains, (channel, falloff), corners ul, ur, lr, ll
        ("science-cloth-photo", "science", "DejaVuSans.ttf", (240, 228, 236), 0, 0, (0.97, 0.80, 1.0), (1, 70),
         [(170, 150), (1080, 190), (1150, 1620), (90, 1580)]),
        ("history-cloth-photo", "history", "DejaVuSerif.ttf", (236, 232, 214), 14, 6, (1.0, 0.93, 0.78), (2, 60),
         [(120, 230), (1010, 120), (1140, 1560), (200, 1680)]),
        ("maths-cloth-photo", "maths", "DejaVuSans.ttf", (214, 236, 240), 20, 10, (0.82, 0.97, 1.0), (0, 65),
         [(210, 110), (1120, 160), (1060, 1690), (130, 1640)]),
    ]
    for name, subject, face, base, folds, weave, gains, falloff, corners in cases:
        page, text = render(subject, body_font=face)
        sheet = keystone(page, corners, size, fill=0)
        inside = keystone(Image.new("L", page.size, 255), corners, size, fill=0)
        img = Image.composite(Image.merge("RGB", [sheet] * 3), cloth(size, base, rng, folds, weave), inside)
        img = lamp(img, gains, falloff).filter(ImageFilter.GaussianBlur(1.2))
        write(out, name, img, text, "jpg", quality=80)


def faint_lamp_photos(out):
    """Issue 10's "shadows and colour": faint print under a strongly coloured lamp, as on ../shared/ocr-dev's 04777
    and 13668, whose loss is faint print under a magenta lamp. The lamp dims one channel, and the ink (a faded colour, as invoice print often is) darkens mostly that channel;
    luminance mixes it with the two where ink and paper nearly meet. The sensor's grain is the same in every
    channel, as in a demosaiced JPEG. On their own random sequence."""
    rng = random.Random(20261127)
    cases = [
        # name, subject, font, ink at full strength (RGB), lamp gains, (channel, falloff)
        ("science-lamp-photo", "science", "DejaVuSans.ttf", (250, 150, 245), (1.0, 0.6, 0.94), (1, 30)),
        ("history-lamp-photo", "history", "DejaVuSerif.ttf", (120, 250, 240), (0.6, 1.0, 0.92), (0, 30)),
    ]
    for name, subject, face, ink, gains, falloff in cases:
        page, text = render(subject, body_font=face)
        page = perspective(page, rng, 0.03).filter(ImageFilter.GaussianBlur(1.0))
        grain = noise(Image.new("L", page.size, 128), rng, 8)
        # Gray 255 is paper, 20-25 full ink: each channel runs from white down to the ink's own level.
        bands = [page.point(lambda v, c=c: int(255 - (255 - c) * (255 - v) / 230)) for c in ink]
        img = lamp(Image.merge("RGB", bands), gains, falloff)
        from PIL import ImageChops
        img = Image.merge("RGB", [ImageChops.add(band, grain, offset=-128) for band in img.split()])
        write(out, name, img, text, "jpg", quality=80)


def faint_lamp_photo(page, rng):
    """A page (already turned and in perspective) in faded coloured ink under a coloured lamp (`faint_lamp_photos`, but
    ink, lamp and grain drawn at random): the lamp dims one channel by 25-45% and darkens it further towards one side;
    the ink, at 40-75% of full strength, darkens mostly one channel (often not the lamp's), a little soft, with
    the same sensor grain in every channel."""
    from PIL import ImageChops
    page = page.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.3)))
    strength = rng.uniform(0.40, 0.75)
    ink_channel = rng.randrange(3)
    ink = [int(255 - strength * rng.uniform(20, 70)) for _ in range(3)]
    ink[ink_channel] = int(255 - strength * rng.uniform(150, 230))
    grain = noise(Image.new("L", page.size, 128), rng, rng.uniform(5, 10))
    bands = [page.point(lambda v, c=c: int(255 - (255 - c) * (255 - v) / 230)) for c in ink]
    lamp_channel = rng.randrange(3)
    gains = [rng.uniform(0.88, 1.0) for _ in range(3)]
    gains[lamp_channel] = rng.uniform(0.55, 0.75)
    img = lamp(Image.merge("RGB", bands), gains, (rng.randrange(3), rng.randint(15, 40)))
    return Image.merge("RGB", [ImageChops.add(band, grain, offset=-128) for band in img.split()])


def turned_scans(out):
    """Clean scans turned about 45 degrees (issue 10: deskew up to 45 degrees either way). Leptonica's skew sweep
    alone found a page turned 44-46 degrees at 22-40 degrees and read nothing. No randomness: rotation only."""
    page, text = render("maths", body_font="DejaVuSans.ttf")
    write(out, "maths-scan-tilt45", page.rotate(-45, resample=Image.BICUBIC, expand=True, fillcolor=255), text, "png")
    page, text = render_columns("volcanoes", body_font="DejaVuSerif.ttf")
    write(out, "volcanoes-2col-scan-tilt45ccw", page.rotate(45, resample=Image.BICUBIC, expand=True, fillcolor=255), text, "png")


def camera_pages(out):
    """Issue 10's camera pages, on their own random sequence: a hard shadow across the text, a strong keystone
    (the camera tilted towards the page, which fills most of the frame) and a curled sheet."""
    rng = random.Random(20261123)
    page, text = render("science", body_font="DejaVuSans.ttf")
    # The shadow of a phone held over the page: a sharp diagonal edge through the middle of the text.
    shadow = [(0, 0), (760, 0), (420, 1754), (0, 1754)]
    write(out, "science-shadow-photo", photo(page, rng, skew=1.0, persp=0.03, shade=60, shadow=shadow), text, "jpg")
    page, text = render("history", body_font="DejaVuSerif.ttf")
    # Corners ul, ur, lr, ll: the top edge 22% narrower than the bottom one, which nearly reaches the frame.
    view = ([(150, 90), (1080, 100), (1215, 1700), (25, 1690)], (1240, 1754))
    write(out, "history-keystone-photo", photo(page, rng, view=view, shade=90), text, "jpg")
    page, text = render("maths", body_font="DejaVuSerif.ttf")
    write(out, "maths-curl-photo", photo(curl(page, 70), rng, persp=0.03, shade=90), text, "jpg")


def blurred_serif_photo(out):
    """A 2 MP photo of serif print blurred so far (Gaussian radius 1.9) that its hairlines and serifs come out lighter
    than the text mask's threshold, on its own random sequence: the print measured in fragments, and the page scaled
    up too far, unless it is measured on the lenient mask."""
    rng = random.Random(20261128)
    page, text = render("fire", body_font="DejaVuSerif.ttf")
    write(out, "fire-blur-photo", photo(page, rng, skew=-3.0, persp=0.05, shade=90, blur=1.9, sigma=8), text, "jpg")


def spine_curl_photo(out):
    """A page of a book photographed open: its lines bend down towards the spine, on its own random sequence. Read
    with Tesseract's layout, the bent ends of lines came out as lines of their own after the block."""
    rng = random.Random(20261129)
    page, text = render("nile", body_font="DejaVuSans.ttf")
    write(out, "nile-spine-photo", photo(curl(page, 130, spine=True), rng, skew=1.0, persp=0.02, shade=100, blur=0.8), text, "jpg")


def radial_light(size, centre, depth):
    """A lamp beside the page: full light at `centre` (a point of the frame), falling off with the square of the
    distance to 1 - `depth` at the farthest corner."""
    w, h = size
    cx, cy = centre
    far = max(math.hypot(x - cx, y - cy) for x, y in [(0, 0), (w, 0), (0, h), (w, h)])
    small = Image.new("L", (w // 8, h // 8))
    small.putdata([int(255 * (1 - depth * (math.hypot(8 * x - cx, 8 * y - cy) / far) ** 2))
                   for y in range(h // 8) for x in range(w // 8)])
    return small.resize((w, h), Image.BILINEAR)


def low_light(img, rng, *, exposure, tint, centre, depth, sigma, chroma):
    """A gray page photographed by a warm lamp in a dim room: the lamp's light falls off across the sheet, the camera
    leaves it under-exposed (paper at `exposure` of white) and warm (`tint`), and raises its gain, so the sensor's grain
    (`sigma` levels, in clumps of two pixels as demosaicing leaves it) shows, with colour grain (`chroma`) strongest in
    the channels the white balance raised most (blue, then green, under a warm lamp)."""
    from PIL import ImageChops
    img = _multiply(img, radial_light(img.size, centre, depth)).point(lambda v: int(v * exposure))
    img = noise(img, rng, sigma)
    bands = []
    for band, gain in zip(colour(img, tint).split(), tint):
        grain = noise(Image.new("L", img.size, 128), rng, chroma / max(gain, 0.3))
        bands.append(ImageChops.add(band, grain, offset=-128))
    return Image.merge("RGB", bands)


def shaken(img, length, angle):
    """Camera shake: the page smeared `length` pixels along `angle` degrees (the mean of shifted copies)."""
    steps = max(2, int(length))
    dx, dy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    from PIL import ImageChops
    acc = None
    for i in range(steps):
        t = (i / (steps - 1) - 0.5) * length
        moved = ImageChops.offset(img, int(round(t * dx)), int(round(t * dy)))
        acc = moved if acc is None else Image.blend(acc, moved, 1.0 / (i + 1))
    return acc


def dim_photo(page, rng):
    """A page (already turned and in perspective) photographed by a warm lamp in a dim room, a little soft."""
    page = page.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))
    w, h = page.size
    return low_light(page, rng, exposure=rng.uniform(0.55, 0.85), tint=(1.0, rng.uniform(0.72, 0.88), rng.uniform(0.45, 0.65)),
                     centre=(rng.uniform(-0.2, 1.2) * w, rng.uniform(-0.2, 0.5) * h), depth=rng.uniform(0.3, 0.6),
                     sigma=rng.uniform(14, 26), chroma=rng.uniform(6, 12))


def dim_lamp_photo(out):
    """A page photographed by a warm lamp in a dim room (`dim_photo`), on its own random sequence: Sauvola turned its
    sensor grain into specks that Tesseract read as thousands of words until the grain was smoothed (`PaperGrain`)."""
    rng = random.Random(20261130)
    page, text = render("plants", body_font="DejaVuSerif.ttf", size=24)
    page = perspective(page.rotate(2.0, resample=Image.BICUBIC, fillcolor=255), rng, 0.03)
    write(out, "plants-dim-photo", dim_photo(page, rng), text, "jpg", quality=80)


def variants(kind, count, out, seed):
    """`count` photos of one kind, each on its own random sequence (`seed` + its number), texts, fonts and sizes
    varied, for measuring a rule on pages no TestImage is: `dim` (a warm lamp in a dim room: falling light, a colour
    cast, strong sensor grain), `blur` (out of focus or shaken, in ordinary light) or `shadow` (a hard shadow across the
    sheet, `shadow_shape`) or `lamp` (faded coloured ink under a coloured lamp, `faint_lamp_photo`). Not part of
    TestImages."""
    subjects = ["science", "history", "maths", "nile", "fire", "plants", "moon"]
    faces = ["DejaVuSerif.ttf", "DejaVuSans.ttf", "DejaVuSerifCondensed.ttf", "DejaVuSans.ttf"]
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        rng = random.Random(seed + i)
        subject, face = subjects[i % len(subjects)], faces[(i // 2) % len(faces)]
        page, text = render(subject, body_font=face, size=rng.choice([22, 24, 26, 28]))
        page = page.rotate(rng.uniform(-4, 4), resample=Image.BICUBIC, fillcolor=255)
        page = perspective(page, rng, rng.uniform(0.02, 0.05))
        if kind == "dim":
            img = dim_photo(page, rng)
        elif kind == "blur":
            if rng.random() < 0.5:
                page = page.filter(ImageFilter.GaussianBlur(rng.uniform(1.6, 2.6)))
            else:
                page = shaken(page.filter(ImageFilter.GaussianBlur(0.8)), rng.uniform(4, 8), rng.uniform(0, 180))
            page = _multiply(page, shadow_mask(page.size, rng, rng.choice([60, 90, 120])))
            img = colour(noise(page, rng, rng.choice([6, 8, 10])), (1.0, 0.93, 0.82))
        elif kind == "lamp":
            img = faint_lamp_photo(page, rng)
        elif kind == "shadow":
            outline, darkness = shadow_shape(page.size, rng)
            img = photo(page, rng, skew=0, persp=0, shade=rng.choice([60, 80, 110]), shadow=outline, shadow_darkness=darkness)
        else:
            raise ValueError(kind)
        write(out, "%s-%s-%d-photo" % (subject, kind, i), img, text, "jpg", quality=rng.choice([72, 80, 88]))


def shadow_shape(size, rng):
    """A hard shadow's outline across a page of `size`: from the left or right side, across the top or bottom, a wedge
    from a corner or a strip down the middle (a hand, a phone, a lamp's edge), darkness 0.3-0.6 (`hard_shadow`)."""
    w, h = size
    a, b = rng.uniform(0.3, 0.6), rng.uniform(0.3, 0.6)
    shapes = [
        [(0, 0), (a * w, 0), (b * w, h), (0, h)],
        [(w, 0), ((1 - a) * w, 0), ((1 - b) * w, h), (w, h)],
        [(0, 0), (w, 0), (w, a * h * 0.6), (0, b * h * 0.6)],
        [(0, h), (w, h), (w, (1 - a * 0.6) * h), (0, (1 - b * 0.6) * h)],
        [(0, a * h * 0.4), (b * w * 1.5, 0), (0, h * (0.5 + a))],
        [(a * w, 0), (a * w + 0.25 * w, 0), (b * w + 0.2 * w, h), (b * w, h)],
    ]
    return rng.choice(shapes), rng.uniform(0.3, 0.6)


def write(out, name, img, text, fmt, quality=72):
    path = os.path.join(out, name + "." + fmt)
    save(img, path, fmt, quality=quality)
    with open(os.path.join(out, name + ".gt.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    first = img[0] if isinstance(img, list) else img
    print("%-28s %-4s %dx%d %d KB" % (name, fmt, first.size[0], first.size[1], os.path.getsize(path) // 1024))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--variants":
        # scripts/make-testimages.py --variants dim|blur|shadow|lamp COUNT OUTPUT_DIR [SEED]
        variants(sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5]) if len(sys.argv) > 5 else 1000)
    else:
        main()
