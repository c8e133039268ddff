import type { DemoCollege } from "./demo-types";

export const engineeringColleges: DemoCollege[] = [
  {
    name: "Indian Institute of Technology Bombay",
    stream: "Engineering",
    location: "Powai, Mumbai",
    address: "Main Gate Road, Powai, Mumbai, Maharashtra 400076",
    cities: "Mumbai",
    state: "Maharashtra",
    university: "IIT Bombay (Institute of National Importance)",
    verifiedBy: "Ministry of Education, Institute of National Importance",
    website: "https://www.iitb.ac.in",
    studyMode: "Full time",
    shortNames: "IIT Bombay, IITB, IIT Mumbai",
    exams: ["JEE Advanced 2027", "JEE Main 2027 (Session 1)", "JEE Main 2027 (Session 2)"],
    about:
      "IIT Bombay was set up in 1958 and is one of the original IITs, funded by the central government. It grants its own degrees and is known for strong computer science, electrical and aerospace programmes as well as an active startup culture.",
    ranking:
      "Indicative sample ranking for this demo: usually placed in the top three engineering institutes in national surveys. Please check the latest NIRF list before relying on any position.",
    admission:
      "B.Tech seats are filled through JEE Advanced, and students must first qualify in JEE Main to sit that exam. Seat allotment happens through JoSAA counselling, while M.Tech admission is mainly through GATE.",
    placement:
      "Campus placements begin in December and attract technology firms, banks, consultancies and core engineering companies. Computer science and electrical students typically receive the highest number of offers.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. Tuition for B.Tech is roughly two lakh rupees a year, with fee waivers available for family income and category criteria.",
    coursesOverview:
      "The institute offers B.Tech, dual degree, M.Tech, MBA and PhD programmes across about fifteen departments. Students can add minors and honours from other departments in later years.",
    hostel:
      "Undergraduates are normally given hostel rooms for the full four years, with separate hostels for men and women. Each hostel runs its own mess and common rooms, and first-year rooms are usually shared.",
    campus:
      "The campus covers about 550 acres beside Powai Lake in suburban Mumbai. It is green and largely walkable, with sports grounds, a swimming pool and a central library.",
    branches: [
      "Computer Science and Engineering",
      "Electrical Engineering",
      "Mechanical Engineering",
      "Aerospace Engineering",
      "Chemical Engineering",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 220000, semesters: 8 },
      { name: "B.Tech Electrical Engineering", duration: "4 years", feeInr: 220000, semesters: 8 },
      { name: "M.Tech Systems and Control Engineering", duration: "2 years", feeInr: 160000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 250000, semesters: 4 },
    ],
    placements: ["Google", "Microsoft", "Goldman Sachs", "Qualcomm", "Tata Steel", "Uber"],
  },
  {
    name: "Indian Institute of Technology Delhi",
    stream: "Engineering",
    location: "Hauz Khas, New Delhi",
    address: "Hauz Khas, New Delhi, Delhi 110016",
    cities: "New Delhi",
    state: "Delhi",
    university: "IIT Delhi (Institute of National Importance)",
    verifiedBy: "Ministry of Education, Institute of National Importance",
    website: "https://home.iitd.ac.in",
    studyMode: "Full time",
    shortNames: "IIT Delhi, IITD",
    exams: ["JEE Advanced 2027", "JEE Main 2027 (Session 1)", "JEE Main 2027 (Session 2)"],
    about:
      "IIT Delhi started in 1961 and became an IIT with degree-granting powers in 1963. It sits in south Delhi and has close links with industry and government research bodies in the capital region.",
    ranking:
      "Indicative sample ranking for this demo: generally listed among the top five engineering institutes in India. Confirm the current NIRF and international positions before making decisions.",
    admission:
      "Undergraduate entry requires a qualifying JEE Main score followed by a good rank in JEE Advanced. Seats are allotted through JoSAA counselling, and postgraduate engineering admission uses GATE.",
    placement:
      "Software, finance, consulting and core engineering firms recruit on campus each year. Students in computer science, mathematics and computing, and electrical branches usually see the strongest demand.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. B.Tech tuition is close to two lakh rupees a year, and hostel and mess charges are paid separately each semester.",
    coursesOverview:
      "Programmes include B.Tech, dual degree, M.Tech, M.Sc, MBA and PhD. The institute also runs interdisciplinary courses in areas such as energy, design and biomedical engineering.",
    hostel:
      "Hostel accommodation is provided to most undergraduates throughout their course. Hostels are single-gender, each with a mess, and students generally share rooms in the first year.",
    campus:
      "The campus spreads over roughly 320 acres near Hauz Khas and is well connected by the Delhi Metro. It includes research centres, playing fields and an incubation facility for student startups.",
    branches: [
      "Computer Science and Engineering",
      "Electrical Engineering",
      "Mechanical Engineering",
      "Civil Engineering",
      "Mathematics and Computing",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 220000, semesters: 8 },
      { name: "B.Tech Mathematics and Computing", duration: "4 years", feeInr: 220000, semesters: 8 },
      { name: "M.Tech Structural Engineering", duration: "2 years", feeInr: 150000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 240000, semesters: 4 },
    ],
    placements: ["Microsoft", "Google", "Goldman Sachs", "Texas Instruments", "Bain & Company", "Maruti Suzuki"],
  },
  {
    name: "Indian Institute of Technology Madras",
    stream: "Engineering",
    location: "Guindy, Chennai",
    address: "IIT P.O., Sardar Patel Road, Chennai, Tamil Nadu 600036",
    cities: "Chennai",
    state: "Tamil Nadu",
    university: "IIT Madras (Institute of National Importance)",
    verifiedBy: "Ministry of Education, Institute of National Importance",
    website: "https://www.iitm.ac.in",
    studyMode: "Full time",
    shortNames: "IIT Madras, IITM, IIT Chennai",
    exams: ["JEE Advanced 2027", "JEE Main 2027 (Session 1)", "JEE Main 2027 (Session 2)"],
    about:
      "IIT Madras was founded in 1959 with technical support from the then West German government. It has a large research output and runs a well-known research park that hosts technology companies next to the campus.",
    ranking:
      "Indicative sample ranking for this demo: often placed first among engineering institutes in recent national lists. Check the latest NIRF release for the current position.",
    admission:
      "B.Tech and dual degree seats go to candidates who qualify JEE Main and then rank well in JEE Advanced. Allotment is done through JoSAA, and M.Tech admission is based mainly on GATE.",
    placement:
      "A wide mix of software, analytics, semiconductor and manufacturing companies recruit from the campus. Core branches such as mechanical and chemical engineering also draw steady interest from industry.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. Annual B.Tech tuition is about two lakh rupees, with income-based waivers and scholarships for eligible students.",
    coursesOverview:
      "The institute offers B.Tech, dual degree, M.Tech, MBA, M.Sc and PhD programmes across sixteen departments. It also runs an online BS degree in data science that is open to a wider pool of learners.",
    hostel:
      "Students live on campus in hostels named after Indian rivers, with separate blocks for women. Messes are shared across hostels, and students choose their mess for each semester.",
    campus:
      "The campus covers about 600 acres of protected forest in south Chennai and is home to deer and blackbuck. Buses and bicycles are the usual way to get around the large grounds.",
    branches: [
      "Computer Science and Engineering",
      "Electrical Engineering",
      "Mechanical Engineering",
      "Aerospace Engineering",
      "Engineering Design",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 215000, semesters: 8 },
      { name: "B.Tech Mechanical Engineering", duration: "4 years", feeInr: 215000, semesters: 8 },
      { name: "M.Tech Electrical Engineering", duration: "2 years", feeInr: 155000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 230000, semesters: 4 },
    ],
    placements: ["Qualcomm", "Microsoft", "Texas Instruments", "Goldman Sachs", "Bosch", "Caterpillar"],
  },
  {
    name: "National Institute of Technology Tiruchirappalli",
    stream: "Engineering",
    location: "Thuvakudi, Tiruchirappalli",
    address: "Tanjore Main Road, Thuvakudi, Tiruchirappalli, Tamil Nadu 620015",
    cities: "Tiruchirappalli",
    state: "Tamil Nadu",
    university: "NIT Tiruchirappalli (Institute of National Importance)",
    verifiedBy: "Ministry of Education, Institute of National Importance",
    website: "https://www.nitt.edu",
    studyMode: "Full time",
    shortNames: "NIT Trichy, NITT, NIT Tiruchirappalli",
    exams: ["JEE Main 2027 (Session 1)", "JEE Main 2027 (Session 2)"],
    about:
      "NIT Trichy began in 1964 as a Regional Engineering College and became a National Institute of Technology in 2003. It is regarded as one of the strongest NITs for both core and computing branches.",
    ranking:
      "Indicative sample ranking for this demo: commonly the top-ranked NIT and within the top ten engineering institutes overall. Verify against the current NIRF list.",
    admission:
      "B.Tech admission is through JEE Main, with seats allotted in JoSAA counselling. Half of the seats are reserved for candidates from Tamil Nadu under the home-state quota, and M.Tech entry is through GATE and CCMT.",
    placement:
      "Information technology, finance, manufacturing and public sector companies recruit on campus. Students from computer science, electronics and electrical branches generally receive the most offers.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. B.Tech tuition is around one and a half lakh rupees a year, and hostel and mess fees are charged separately.",
    coursesOverview:
      "The institute runs B.Tech, B.Arch, M.Tech, MBA, MCA and PhD programmes. Students can also take minors in areas outside their main branch.",
    hostel:
      "Most students live on campus, and first-year students are placed in shared rooms. Hostels are separate for men and women, and several messes serve north Indian and south Indian food.",
    campus:
      "The campus spans about 800 acres on the Tiruchirappalli to Thanjavur road, around 20 km from the city centre. It is quiet and self-contained, with a hospital, shops and large sports grounds.",
    branches: [
      "Computer Science and Engineering",
      "Electronics and Communication Engineering",
      "Electrical and Electronics Engineering",
      "Mechanical Engineering",
      "Civil Engineering",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 160000, semesters: 8 },
      { name: "B.Tech Electronics and Communication Engineering", duration: "4 years", feeInr: 160000, semesters: 8 },
      { name: "M.Tech Structural Engineering", duration: "2 years", feeInr: 150000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 170000, semesters: 4 },
    ],
    placements: ["Microsoft", "Amazon", "Qualcomm", "L&T", "Infosys", "Goldman Sachs"],
  },
  {
    name: "Birla Institute of Technology and Science, Pilani",
    stream: "Engineering",
    location: "Vidya Vihar, Pilani",
    address: "Vidya Vihar, Pilani, Jhunjhunu district, Rajasthan 333031",
    cities: "Pilani",
    state: "Rajasthan",
    university: "BITS Pilani (Deemed to be University)",
    verifiedBy: "UGC, NAAC A",
    website: "https://www.bits-pilani.ac.in",
    studyMode: "Full time",
    shortNames: "BITS Pilani, BITS",
    exams: ["BITSAT 2027 (Session 1)"],
    about:
      "BITS Pilani is a private deemed university that took its present form in 1964 and has additional campuses in Goa, Hyderabad and Dubai. It is known for flexible academics and a long-standing practice school internship programme.",
    ranking:
      "Indicative sample ranking for this demo: usually among the leading private engineering institutes in the country. Please confirm with the latest NIRF list.",
    admission:
      "Admission is based on BITSAT, the institute's own computer-based entrance test, along with a minimum aggregate in Class 12 physics, chemistry and mathematics. Board toppers may get direct admission under a separate scheme.",
    placement:
      "Software, finance, semiconductor and consulting firms recruit regularly. The practice school programme places students inside companies for a semester, which often leads to job offers.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. Tuition for first-degree programmes is roughly five to six lakh rupees a year, with merit and need-based scholarships available.",
    coursesOverview:
      "Students can choose B.E. programmes, integrated M.Sc degrees, M.E., MBA and PhD. Many students take a dual degree that combines an M.Sc with a B.E. branch.",
    hostel:
      "The Pilani campus is fully residential, and students are expected to live in hostels. Rooms are mostly single occupancy, and each hostel has its own mess.",
    campus:
      "The campus covers over 300 acres in a small town in the Shekhawati region. Life centres on the campus itself, with an auditorium, sports facilities and the Saraswati temple as a landmark.",
    branches: [
      "Computer Science",
      "Electrical and Electronics Engineering",
      "Mechanical Engineering",
      "Chemical Engineering",
      "Civil Engineering",
    ],
    courses: [
      { name: "B.E. Computer Science", duration: "4 years", feeInr: 560000, semesters: 8 },
      { name: "B.E. Electrical and Electronics Engineering", duration: "4 years", feeInr: 560000, semesters: 8 },
      { name: "M.E. Embedded Systems", duration: "2 years", feeInr: 350000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 450000, semesters: 4 },
    ],
    placements: ["Google", "Microsoft", "Goldman Sachs", "Qualcomm", "Texas Instruments", "Infosys"],
  },
  {
    name: "Vellore Institute of Technology",
    stream: "Engineering",
    location: "Katpadi, Vellore",
    address: "Katpadi, Vellore, Tamil Nadu 632014",
    cities: "Vellore",
    state: "Tamil Nadu",
    university: "VIT (Deemed to be University)",
    verifiedBy: "UGC, NAAC A++",
    website: "https://vit.ac.in",
    studyMode: "Full time",
    shortNames: "VIT, VIT Vellore",
    exams: ["VITEEE 2027"],
    about:
      "VIT started in 1984 as a self-financing engineering college and became a deemed university in 2001. It has a large student body drawn from across India and abroad, and operates further campuses in Chennai, Bhopal and Amaravati.",
    ranking:
      "Indicative sample ranking for this demo: generally placed in the top twenty engineering institutes in national lists. Check the current NIRF ranking before deciding.",
    admission:
      "B.Tech admission is through VITEEE, the university's own entrance exam, followed by counselling based on rank. Branch choice depends heavily on rank, so popular programmes fill early.",
    placement:
      "The university runs a large placement drive with many IT services and product companies. Mass recruiters such as TCS and Infosys hire in big numbers, while higher-paying offers come from product firms.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. Tuition depends on the fee category assigned by VITEEE rank, ranging from about two to four lakh rupees a year or more.",
    coursesOverview:
      "VIT offers B.Tech in many specialisations, M.Tech, integrated M.Tech, MBA and PhD. A credit system lets students pick electives and the timing of some courses.",
    hostel:
      "Separate hostel blocks for men and women offer rooms from single to multi-sharing, with and without air conditioning. Students choose between several mess types, and charges vary with room and mess choice.",
    campus:
      "The Vellore campus covers about 370 acres with modern academic blocks and well-kept grounds. It hosts a large annual cultural and technical festival.",
    branches: [
      "Computer Science and Engineering",
      "Electronics and Communication Engineering",
      "Mechanical Engineering",
      "Electrical and Electronics Engineering",
      "Biotechnology",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 395000, semesters: 8 },
      { name: "B.Tech Electronics and Communication Engineering", duration: "4 years", feeInr: 350000, semesters: 8 },
      { name: "M.Tech Software Engineering", duration: "2 years", feeInr: 300000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 320000, semesters: 4 },
    ],
    placements: ["Microsoft", "Amazon", "TCS", "Infosys", "Cognizant", "Wipro"],
  },
  {
    name: "RV College of Engineering",
    stream: "Engineering",
    location: "Mysuru Road, Bengaluru",
    address: "RV Vidyaniketan Post, Mysuru Road, Bengaluru, Karnataka 560059",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Visvesvaraya Technological University (autonomous college)",
    verifiedBy: "AICTE, NAAC A+",
    website: "https://www.rvce.edu.in",
    studyMode: "Full time",
    shortNames: "RVCE, RV College",
    exams: ["KCET 2027", "COMEDK UGET 2027"],
    about:
      "RV College of Engineering was founded in 1963 by the Rashtreeya Sikshana Samithi Trust. It is an autonomous college under VTU and is one of the most sought-after private engineering colleges in Karnataka.",
    ranking:
      "Indicative sample ranking for this demo: often listed among the top private engineering colleges in Karnataka. Confirm the latest NIRF position directly.",
    admission:
      "Most B.E. seats are filled through KCET for Karnataka candidates and COMEDK UGET for candidates from other states. A smaller share is available under the management quota.",
    placement:
      "Being in Bengaluru, the college attracts many software and electronics companies for campus recruitment. Computer science and electronics students usually see the most offers.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. Fees depend on the admission route, with KCET seats far cheaper than COMEDK or management quota seats.",
    coursesOverview:
      "The college offers B.E. across about a dozen branches, along with M.Tech, MCA and PhD programmes. The autonomous syllabus allows the college to add newer electives in areas such as AI and data science.",
    hostel:
      "Separate hostels for men and women are available on or near the campus, with limited seats. Many students from Bengaluru commute daily, and outstation students should apply for a room early.",
    campus:
      "The campus sits on Mysuru Road in the south-west of Bengaluru, within easy reach of the city. It is compact and busy, with labs, a library and sports facilities close together.",
    branches: [
      "Computer Science and Engineering",
      "Electronics and Communication Engineering",
      "Information Science and Engineering",
      "Mechanical Engineering",
      "Aerospace Engineering",
    ],
    courses: [
      { name: "B.E. Computer Science and Engineering", duration: "4 years", feeInr: 400000, semesters: 8 },
      { name: "B.E. Electronics and Communication Engineering", duration: "4 years", feeInr: 380000, semesters: 8 },
      { name: "M.Tech VLSI Design and Embedded Systems", duration: "2 years", feeInr: 300000, semesters: 4 },
    ],
    placements: ["Microsoft", "Bosch", "Cisco", "Oracle", "Infosys", "Mercedes-Benz R&D India"],
  },
  {
    name: "PES University",
    stream: "Engineering",
    location: "Banashankari, Bengaluru",
    address: "100 Feet Ring Road, Banashankari Stage III, Bengaluru, Karnataka 560085",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "PES University (state private university)",
    verifiedBy: "UGC, AICTE, NAAC A",
    website: "https://pes.edu",
    studyMode: "Full time",
    shortNames: "PESU, PES",
    exams: ["KCET 2027", "COMEDK UGET 2027"],
    about:
      "PES University grew out of PES Institute of Technology, which the People's Education Society started in 1988, and gained university status in 2013. It is known for a structured, exam-focused academic schedule and a strong computing department.",
    ranking:
      "Indicative sample ranking for this demo: usually among the better private engineering universities in Bengaluru. Please verify with the latest NIRF release.",
    admission:
      "Seats are filled through KCET for Karnataka candidates, COMEDK UGET for others, and the university's own PESSAT test. Fees differ significantly between these routes.",
    placement:
      "Software product firms, IT services companies and electronics manufacturers recruit on campus. Computer science students form the largest group of placed students each year.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. Annual tuition under the university's own quota is about four lakh rupees, and KCET seats cost much less.",
    coursesOverview:
      "The university offers B.Tech, M.Tech, MBA, MCA and other degrees across engineering, management, design and sciences. Engineering students follow a semester system with regular internal assessments.",
    hostel:
      "Hostels for men and women are available on or near the Ring Road campus, with shared rooms and a mess. Seats are limited, so outstation students are advised to apply soon after admission.",
    campus:
      "The main Ring Road campus is an urban campus in south Bengaluru with multi-storey academic blocks. A second campus on Hosur Road, near Electronic City, runs additional engineering programmes.",
    branches: [
      "Computer Science and Engineering",
      "Electronics and Communication Engineering",
      "Electrical and Electronics Engineering",
      "Mechanical Engineering",
      "Biotechnology",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 400000, semesters: 8 },
      { name: "B.Tech Electronics and Communication Engineering", duration: "4 years", feeInr: 380000, semesters: 8 },
      { name: "M.Tech Data Science and Machine Learning", duration: "2 years", feeInr: 300000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 350000, semesters: 4 },
    ],
    placements: ["Microsoft", "Cisco", "Intel", "Infosys", "TCS", "Bosch"],
  },
  {
    name: "Manipal Institute of Technology",
    stream: "Engineering",
    location: "Manipal, Udupi",
    address: "Madhav Nagar, Manipal, Udupi district, Karnataka 576104",
    cities: "Manipal",
    state: "Karnataka",
    university: "Manipal Academy of Higher Education (Deemed to be University)",
    verifiedBy: "UGC, NAAC A++",
    website: "https://www.manipal.edu",
    studyMode: "Full time",
    shortNames: "MIT Manipal, MIT",
    exams: ["MET 2027"],
    about:
      "Manipal Institute of Technology was started in 1957 and is a constituent institution of the Manipal Academy of Higher Education. It is one of the largest private engineering institutes in south India and draws students from all over the country.",
    ranking:
      "Indicative sample ranking for this demo: commonly placed among the top private engineering institutes nationally. Confirm with the latest NIRF list.",
    admission:
      "B.Tech admission is through the Manipal Entrance Test (MET), an online exam run by the university. Branch allotment follows MET rank in centralised counselling.",
    placement:
      "IT services, product companies and core engineering firms visit the campus. Placement outcomes vary considerably between branches, with computing branches doing best.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. B.Tech tuition is roughly four to five lakh rupees a year depending on the branch, with hostel charges on top.",
    coursesOverview:
      "The institute offers B.Tech in more than fifteen branches, plus M.Tech, MCA and PhD programmes. Students in later years can choose minor specialisations and take part in semester exchange programmes.",
    hostel:
      "Students can choose from many hostel blocks, including single and shared rooms with optional air conditioning. Food courts and a central mess serve the hostels, and charges depend on the room type.",
    campus:
      "MIT sits within the larger Manipal university town near Udupi on the coast of Karnataka. The town is built around the campuses, with hospitals, shops and a large sports complex.",
    branches: [
      "Computer Science and Engineering",
      "Information Technology",
      "Electronics and Communication Engineering",
      "Mechanical Engineering",
      "Aeronautical Engineering",
    ],
    courses: [
      { name: "B.Tech Computer Science and Engineering", duration: "4 years", feeInr: 480000, semesters: 8 },
      { name: "B.Tech Mechanical Engineering", duration: "4 years", feeInr: 400000, semesters: 8 },
      { name: "M.Tech Computer Science and Engineering", duration: "2 years", feeInr: 320000, semesters: 4 },
    ],
    placements: ["Microsoft", "Amazon", "Deloitte", "Infosys", "Bosch", "L&T"],
  },
  {
    name: "COEP Technological University",
    stream: "Engineering",
    location: "Shivajinagar, Pune",
    address: "Wellesley Road, Shivajinagar, Pune, Maharashtra 411005",
    cities: "Pune",
    state: "Maharashtra",
    university: "COEP Technological University (state university)",
    verifiedBy: "AICTE, UGC",
    website: "https://www.coeptech.ac.in",
    studyMode: "Full time",
    shortNames: "COEP, College of Engineering Pune",
    exams: ["MHT CET 2027", "JEE Main 2027 (Session 1)"],
    about:
      "College of Engineering Pune traces its history to 1854, making it one of the oldest engineering colleges in Asia. It became a unitary state technological university in 2022 and is run by the Government of Maharashtra.",
    ranking:
      "Indicative sample ranking for this demo: regarded as one of the leading government engineering institutes in Maharashtra. Verify its current NIRF position before relying on it.",
    admission:
      "B.Tech seats are allotted through the Maharashtra centralised admission process using MHT CET scores, with some seats for JEE Main candidates. Postgraduate admission is based on GATE.",
    placement:
      "Manufacturing, automotive and software companies in the Pune region recruit from the campus. Core branches such as mechanical and civil have a strong record with engineering firms.",
    feeStructure:
      "The fees shown here are indicative sample figures and must be confirmed with the college. As a government institution its fees are lower than private colleges, and state scholarships can reduce costs further for eligible students.",
    coursesOverview:
      "The university offers B.Tech, M.Tech, MBA and PhD programmes in engineering and planning. It also has an active student-run satellite project and strong technical clubs.",
    hostel:
      "Hostels for men and women are available on the campus, with allotment based on merit and distance from home. Rooms are generally shared and mess facilities are run for residents.",
    campus:
      "The campus lies along the Mula river in central Pune and contains heritage stone buildings. Its annual boat club regatta is a well-known tradition.",
    branches: [
      "Computer Engineering",
      "Electrical Engineering",
      "Mechanical Engineering",
      "Civil Engineering",
      "Electronics and Telecommunication Engineering",
    ],
    courses: [
      { name: "B.Tech Computer Engineering", duration: "4 years", feeInr: 90000, semesters: 8 },
      { name: "B.Tech Mechanical Engineering", duration: "4 years", feeInr: 90000, semesters: 8 },
      { name: "M.Tech Structural Engineering", duration: "2 years", feeInr: 80000, semesters: 4 },
      { name: "MBA", duration: "2 years", feeInr: 100000, semesters: 4 },
    ],
    placements: ["Bajaj Auto", "Tata Motors", "Persistent Systems", "Microsoft", "Bosch", "Barclays"],
  },
];
