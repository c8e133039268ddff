import type { DemoCollege } from "./demo-types";

export const managementColleges: DemoCollege[] = [
  {
    name: "Indian Institute of Management Ahmedabad",
    stream: "Management",
    location: "Vastrapur, Ahmedabad",
    address: "Vastrapur, Ahmedabad, Gujarat 380015",
    cities: "Ahmedabad",
    state: "Gujarat",
    university: "Institute of National Importance (awards its own MBA degrees)",
    verifiedBy: "EQUIS, AACSB, AMBA",
    website: "https://www.iima.ac.in",
    studyMode: "Full time",
    shortNames: "IIM Ahmedabad, IIMA",
    exams: ["CAT 2026"],
    about:
      "IIM Ahmedabad was set up in 1961 and is one of the oldest business schools in India. It is known for case-based teaching, a demanding workload and a large alumni base in consulting, finance and general management.",
    ranking:
      "Indicative sample ranking for this demo: usually listed first or second among Indian management schools in national surveys. Check the latest NIRF list before relying on any position.",
    admission:
      "Admission to the two-year MBA is through CAT, followed by a written ability test and a personal interview for shortlisted candidates. Academic record, work experience and diversity factors also count in the final score.",
    placement:
      "Final placements are usually completed within a few days, with consulting, finance and product roles taking a large share of offers. Summer internships between the first and second years often lead to pre-placement offers.",
    feeStructure:
      "Indicative sample figures: about Rs 12.5 lakh per year for the MBA, with hostel and meals charged on top. Fees change each year, so confirm the current amount with the institute; need-based aid is available.",
    coursesOverview:
      "The flagship MBA has a fixed first year of core courses and a second year built from electives. The institute also runs a one-year MBA for experienced professionals, an MBA in food and agribusiness, and a PhD whose tuition is waived.",
    hostel:
      "The MBA is fully residential and students live in single rooms in dormitories on campus. Mess, laundry and common rooms are run largely by student committees.",
    campus:
      "The old campus, designed by Louis Kahn, is known for its exposed brick buildings and the Vikram Sarabhai Library. Clubs cover finance, consulting, entrepreneurship, sport and culture, and events run through the year.",
    branches: ["Finance", "Marketing", "Strategy", "Operations", "Human Resources"],
    courses: [
      { name: "MBA (Post Graduate Programme in Management)", duration: "2 years", feeInr: 1250000, semesters: 6 },
      { name: "MBA-PGPX (One-Year Executive MBA)", duration: "1 year", feeInr: 3300000, semesters: 3 },
      { name: "MBA in Food and Agri-Business Management", duration: "2 years", feeInr: 1250000, semesters: 6 },
      { name: "PhD in Management", duration: "5 years", feeInr: 0, semesters: 10 },
    ],
    placements: [
      "McKinsey & Company",
      "Boston Consulting Group",
      "Bain & Company",
      "Goldman Sachs",
      "Accenture Strategy",
      "Aditya Birla Group",
    ],
  },
  {
    name: "Indian Institute of Management Bangalore",
    stream: "Management",
    location: "Bannerghatta Road, Bengaluru",
    address: "Bannerghatta Road, Bengaluru, Karnataka 560076",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Institute of National Importance (awards its own MBA degrees)",
    verifiedBy: "EQUIS, AACSB, AMBA",
    website: "https://www.iimb.ac.in",
    studyMode: "Full time",
    shortNames: "IIM Bangalore, IIMB",
    exams: ["CAT 2026"],
    about:
      "IIM Bangalore was founded in 1973 and sits in the middle of India's technology and start-up hub. Its programmes have strong links with product companies, analytics and entrepreneurship.",
    ranking:
      "Indicative sample ranking for this demo: commonly placed in the top three Indian management schools. Verify with the current NIRF and international rankings.",
    admission:
      "Candidates for the MBA are shortlisted on CAT scores, academic history and work experience, then called for a personal interview. The one-year executive programme uses GMAT or GRE scores and requires several years of work experience.",
    placement:
      "Consulting, banking, e-commerce and technology product firms recruit heavily each year. The Bengaluru location makes internships and live projects with start-ups easy to arrange.",
    feeStructure:
      "Indicative sample figures: about Rs 12.25 lakh per year for the MBA, plus hostel and mess charges. Please confirm the current fee with the institute, which also offers scholarships based on family income.",
    coursesOverview:
      "Besides the two-year MBA, IIMB runs an MBA in Business Analytics, a one-year executive MBA (EPGP) and a doctoral programme. Electives cover fintech, public policy, entrepreneurship and data-driven decision making.",
    hostel:
      "All full-time students live on campus in single or shared rooms with several messes and a food court. Married housing is limited and is mainly offered to executive and doctoral students.",
    campus:
      "The stone-clad campus designed by B. V. Doshi is spread over about 100 acres of green space. Students can use a gym, swimming pool and sports grounds, and the NSRCEL incubator supports new ventures.",
    branches: ["Finance", "Marketing", "Strategy", "Operations", "Business Analytics"],
    courses: [
      { name: "MBA (Post Graduate Programme in Management)", duration: "2 years", feeInr: 1225000, semesters: 6 },
      { name: "MBA in Business Analytics", duration: "2 years", feeInr: 1150000, semesters: 6 },
      { name: "Executive MBA (EPGP)", duration: "1 year", feeInr: 3000000, semesters: 3 },
      { name: "PhD in Management", duration: "5 years", feeInr: 0, semesters: 10 },
    ],
    placements: [
      "McKinsey & Company",
      "Boston Consulting Group",
      "Bain & Company",
      "Amazon",
      "Goldman Sachs",
      "Hindustan Unilever",
    ],
  },
  {
    name: "Indian Institute of Management Calcutta",
    stream: "Management",
    location: "Joka, Kolkata",
    address: "Diamond Harbour Road, Joka, Kolkata, West Bengal 700104",
    cities: "Kolkata",
    state: "West Bengal",
    university: "Institute of National Importance (awards its own MBA degrees)",
    verifiedBy: "EQUIS, AACSB, AMBA",
    website: "https://www.iimcal.ac.in",
    studyMode: "Full time",
    shortNames: "IIM Calcutta, IIMC",
    exams: ["CAT 2026"],
    about:
      "Established in 1961, IIM Calcutta was the first IIM and is especially well known for finance and quantitative subjects. It was also the first Indian school to hold all three major international business school accreditations.",
    ranking:
      "Indicative sample ranking for this demo: generally counted among the top five management schools in India. Always check the latest published rankings.",
    admission:
      "The MBA intake is based on CAT, with shortlisted candidates attending a personal interview. Past academic marks, work experience and the interview are combined into a final composite score.",
    placement:
      "Banking, investment and consulting firms are prominent recruiters, and the finance placement track is among the strongest in India. Pre-placement offers from summer internships account for a good share of final roles.",
    feeStructure:
      "Indicative sample figures: about Rs 13 lakh per year for the MBA, with boarding charged separately. Fees are revised annually, so confirm them with the institute before applying.",
    coursesOverview:
      "The two-year MBA is the main programme, supported by a one-year MBA for executives and a PhD. Electives are numerous in finance, economics and operations research.",
    hostel:
      "Students stay in on-campus hostels with single rooms, shared study areas and a central mess. Married and family accommodation is available in limited numbers.",
    campus:
      "The Joka campus covers about 135 acres with lakes, trees and open lawns on the southern edge of Kolkata. Student clubs run finance, consulting and cultural events, including the annual business fest Intaglio.",
    branches: ["Finance", "Marketing", "Operations", "Strategy", "Human Resources"],
    courses: [
      { name: "MBA (Post Graduate Programme in Management)", duration: "2 years", feeInr: 1300000, semesters: 6 },
      { name: "MBA for Executives (MBAEx)", duration: "1 year", feeInr: 3000000, semesters: 3 },
      { name: "PhD in Management", duration: "5 years", feeInr: 0, semesters: 10 },
    ],
    placements: [
      "Goldman Sachs",
      "McKinsey & Company",
      "Boston Consulting Group",
      "Bain & Company",
      "J.P. Morgan",
      "Hindustan Unilever",
    ],
  },
  {
    name: "XLRI - Xavier School of Management",
    stream: "Management",
    location: "Circuit House Area, Jamshedpur",
    address: "C. H. Area (East), Jamshedpur, Jharkhand 831001",
    cities: "Jamshedpur",
    state: "Jharkhand",
    university: "Autonomous Jesuit institute (AICTE-approved PGDM)",
    verifiedBy: "AICTE, AACSB, AMBA",
    website: "https://www.xlri.ac.in",
    studyMode: "Full time",
    shortNames: "XLRI, XLRI Jamshedpur",
    exams: ["XAT 2027"],
    about:
      "XLRI was started by Jesuit fathers in 1949 and is one of the oldest business schools in the country. It is best known for its human resource management programme and a strong focus on ethics.",
    ranking:
      "Indicative sample ranking for this demo: regularly placed in the top ten private management schools in India. Confirm with current NIRF data.",
    admission:
      "XLRI runs its own entrance exam, XAT, and GMAT is accepted for some seats. Shortlisted candidates face a group discussion or written task followed by a personal interview.",
    placement:
      "HR roles draw major employers from manufacturing, FMCG and technology, while the business management batch places widely in consulting, finance and sales. Most students also complete a summer internship of about eight to ten weeks.",
    feeStructure:
      "Indicative sample figures: about Rs 13.5 lakh per year for the PGDM, including some academic charges. Please confirm the exact amount with the institute, as hostel and mess may be billed separately.",
    coursesOverview:
      "The two flagship programmes are PGDM in Business Management and PGDM in Human Resource Management. XLRI also offers an executive PGDM for working managers and a fellow programme in management.",
    hostel:
      "The Jamshedpur campus is residential and students are allotted rooms in hostels near the academic blocks. Messes and canteens serve regular meals and are managed with student input.",
    campus:
      "The campus sits in a quiet part of Jamshedpur, close to the Tata Steel plant and the city's industrial base. Students run committees for sports, culture and social service.",
    branches: ["Human Resources", "Finance", "Marketing", "Operations", "Strategy"],
    courses: [
      { name: "PGDM (Business Management)", duration: "2 years", feeInr: 1350000, semesters: 6 },
      { name: "PGDM (Human Resource Management)", duration: "2 years", feeInr: 1350000, semesters: 6 },
      { name: "Executive PGDM", duration: "15 months", feeInr: 1800000, semesters: 4 },
      { name: "Fellow Programme in Management", duration: "4 years", feeInr: 100000, semesters: 8 },
    ],
    placements: [
      "Hindustan Unilever",
      "Aditya Birla Group",
      "Tata Steel",
      "Accenture Strategy",
      "Boston Consulting Group",
      "Amazon",
    ],
  },
  {
    name: "Faculty of Management Studies, University of Delhi",
    stream: "Management",
    location: "North Campus, Delhi",
    address: "Faculty of Management Studies, University of Delhi, North Campus, Delhi 110007",
    cities: "Delhi",
    state: "Delhi",
    university: "University of Delhi",
    verifiedBy: "UGC, NAAC A++ (University of Delhi)",
    website: "https://fms.edu",
    studyMode: "Full time",
    shortNames: "FMS Delhi, FMS",
    exams: ["CAT 2026"],
    about:
      "FMS was set up in 1954 as a faculty of the University of Delhi. It offers a top-quality MBA at a fraction of the cost of most leading schools, which makes its return on investment unusually high.",
    ranking:
      "Indicative sample ranking for this demo: often cited among the top ten management schools in India. Check current rankings before deciding.",
    admission:
      "Admission to the full-time MBA is through CAT, followed by a personal interview. Class 10, class 12 and graduation marks, plus work experience, feed into the final merit list.",
    placement:
      "Consulting, banking, FMCG and technology companies recruit each year, and median salaries are close to those of the older IIMs. The Delhi location also gives easy access to corporate head offices for projects.",
    feeStructure:
      "Indicative sample figures: about Rs 1.16 lakh per year for the MBA, far below most top schools. Confirm the current fee with FMS, since university fees are revised from time to time.",
    coursesOverview:
      "Programmes include the two-year full-time MBA, a two-year evening Executive MBA, an MBA in health care administration and a PhD. The full-time MBA follows a semester pattern with core subjects in year one.",
    hostel:
      "FMS has little dedicated hostel space, so many students rent rooms or paying-guest housing near North Campus. Some university hostels may be available, and students should plan housing early.",
    campus:
      "FMS sits on the University of Delhi North Campus, close to the metro and many colleges. Students can join university-wide events as well as FMS clubs for finance, marketing and consulting.",
    branches: ["Finance", "Marketing", "Operations", "Strategy", "Human Resources"],
    courses: [
      { name: "MBA (Full Time)", duration: "2 years", feeInr: 116000, semesters: 4 },
      { name: "MBA Executive (Evening)", duration: "2 years", feeInr: 116000, semesters: 4 },
      { name: "MBA Executive (Health Care Administration)", duration: "2 years", feeInr: 116000, semesters: 4 },
      { name: "PhD in Management", duration: "4 years", feeInr: 20000, semesters: 8 },
    ],
    placements: [
      "Boston Consulting Group",
      "Bain & Company",
      "Accenture Strategy",
      "Aditya Birla Group",
      "Hindustan Unilever",
      "Amazon",
    ],
  },
  {
    name: "S. P. Jain Institute of Management and Research",
    stream: "Management",
    location: "Andheri West, Mumbai",
    address: "Bhavan's Campus, Munshi Nagar, Dadabhai Road, Andheri West, Mumbai, Maharashtra 400058",
    cities: "Mumbai",
    state: "Maharashtra",
    university: "Autonomous institute of Bharatiya Vidya Bhavan (AICTE-approved PGDM)",
    verifiedBy: "AICTE, AACSB, AMBA",
    website: "https://www.spjimr.org",
    studyMode: "Full time",
    shortNames: "SPJIMR, SP Jain",
    exams: ["CAT 2026", "XAT 2027"],
    about:
      "SPJIMR was founded in 1981 by Bharatiya Vidya Bhavan and is located in Mumbai's Andheri West. It puts weight on values-based leadership and includes social projects as part of the core curriculum.",
    ranking:
      "Indicative sample ranking for this demo: frequently placed among the top private business schools in India. Verify with the latest published rankings.",
    admission:
      "SPJIMR accepts CAT, XAT or GMAT scores and also reviews an application form with essays and profile details. Shortlisted candidates attend a personal interview, and the process looks closely at leadership and diversity.",
    placement:
      "Consulting, FMCG, banking and technology companies recruit from the PGDM batch. Mumbai gives students direct access to financial services and media firms for internships.",
    feeStructure:
      "Indicative sample figures: about Rs 12 lakh per year for the PGDM, with hostel charged separately. Confirm the current amount with the institute, which runs a need-based scholarship scheme.",
    coursesOverview:
      "The two-year PGDM is the main programme, and there is also a one-year PGPM for experienced managers. The institute offers a part-time PGDM for working professionals and a fellow programme in management.",
    hostel:
      "Hostel rooms are available on campus for PGDM students, though space is tight given the city location. Students from outside Mumbai should apply for housing as soon as they accept the offer.",
    campus:
      "The compact urban campus has modern classrooms, a library and study spaces within walking distance of Andheri station. Clubs, competitions and community projects keep student life active despite the small footprint.",
    branches: ["Marketing", "Finance", "Operations", "Strategy", "Information Management"],
    courses: [
      { name: "PGDM (Post Graduate Diploma in Management)", duration: "2 years", feeInr: 1200000, semesters: 6 },
      { name: "PGPM (One-Year Programme for Experienced Managers)", duration: "1 year", feeInr: 2300000, semesters: 3 },
      { name: "Part-time PGDM for Working Professionals", duration: "2 years", feeInr: 700000, semesters: 6 },
      { name: "Fellow Programme in Management", duration: "4 years", feeInr: 0, semesters: 8 },
    ],
    placements: [
      "Hindustan Unilever",
      "Aditya Birla Group",
      "Amazon",
      "Accenture Strategy",
      "Boston Consulting Group",
      "Goldman Sachs",
    ],
  },
  {
    name: "Christ (Deemed to be University) - School of Business and Management",
    stream: "Management",
    location: "Hosur Road, Bengaluru",
    address: "Hosur Road, Bengaluru, Karnataka 560029",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Christ (Deemed to be University)",
    verifiedBy: "UGC, NAAC A+",
    website: "https://christuniversity.in",
    studyMode: "Full time",
    shortNames: "Christ University, Christ",
    exams: ["CAT 2026", "XAT 2027", "CMAT 2027"],
    about:
      "The School of Business and Management is part of Christ University, a Bengaluru institution with a large undergraduate population. It is a popular choice for BBA students and also runs an MBA and doctoral programme.",
    ranking:
      "Indicative sample ranking for this demo: commonly listed among the better-known private management departments in South India. Check current NIRF data for the latest position.",
    admission:
      "Undergraduate candidates take Christ University's own entrance test, followed by a skills assessment and personal interview. MBA applicants can submit CAT, XAT, GMAT, CMAT or MAT scores before the university's group and interview rounds.",
    placement:
      "Recruiters include Big Four audit and advisory firms, banks, IT services companies and e-commerce firms. Many BBA graduates also go on to postgraduate study in India or abroad.",
    feeStructure:
      "Indicative sample figures: about Rs 2.5 lakh per year for the BBA and about Rs 4.5 lakh per year for the MBA. Please confirm the current fees with the university, as they vary by programme and campus.",
    coursesOverview:
      "The BBA follows a semester system with options in finance, marketing and business analytics. The two-year MBA has a range of specialisations, and a PhD in management is available for research-minded candidates.",
    hostel:
      "Separate hostels for men and women are available on or near campus, with limited seats allotted on a first-come basis. Many students live in nearby paying-guest housing.",
    campus:
      "The main campus on Hosur Road is green and busy, with strict attendance and a formal dress code. Students take part in fests, sports and community service projects organised across the university.",
    branches: ["Finance", "Marketing", "Human Resources", "Business Analytics", "Operations"],
    courses: [
      { name: "BBA", duration: "3 years", feeInr: 250000, semesters: 6 },
      { name: "MBA", duration: "2 years", feeInr: 450000, semesters: 4 },
      { name: "PhD in Management", duration: "3 years", feeInr: 100000, semesters: 6 },
    ],
    placements: ["Deloitte", "EY", "KPMG", "Amazon", "Accenture", "HDFC Bank"],
  },
];
