import type { DemoCollege } from "./demo-types";

export const medicalColleges: DemoCollege[] = [
  {
    name: "Bangalore Medical College and Research Institute",
    stream: "Medical",
    location: "Fort, K R Road, Bengaluru",
    address: "Fort, K R Road, Bengaluru, Karnataka 560002",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Rajiv Gandhi University of Health Sciences",
    verifiedBy: "NMC, RGUHS",
    website: "https://bmcri.org",
    studyMode: "Full time",
    shortNames: "BMCRI, BMC Bangalore",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "A state government medical college founded in 1955 in the old Fort area of Bengaluru. Students train across a cluster of large public hospitals, which means heavy patient exposure from the first clinical posting.",
    ranking:
      "Indicative sample ranking for this demo: among the top government medical colleges in Karnataka. Check the latest NIRF list before relying on any position.",
    admission:
      "MBBS seats are filled on NEET UG scores, with the state quota allotted by KEA counselling and the 15 percent all-India quota by MCC. MD and MS seats need a NEET PG rank followed by state or MCC counselling.",
    placement:
      "Graduates complete a one-year compulsory rotating internship in Victoria Hospital and the attached hospitals. Most then take NEET PG for residency, and many join state health services or private hospital chains in Bengaluru.",
    feeStructure:
      "Fees shown are indicative sample figures and must be confirmed with the college. Government quota seats here carry a low regulated fee, while any other category seats follow separate notified rates.",
    coursesOverview:
      "The college runs MBBS, a wide range of MD and MS programmes, and nursing and allied health courses. Postgraduate seats cover most clinical and pre-clinical subjects.",
    hostel:
      "Separate hostels for men and women are provided near the campus, with mess facilities. Rooms are limited, so first-year students should apply as soon as seats are allotted.",
    campus:
      "The campus sits beside Victoria Hospital, Vani Vilas Hospital and Minto Eye Hospital, with Bowring and Lady Curzon Hospital also attached. It is well connected by metro and city buses.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Orthopaedics"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 60000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 100000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 100000, semesters: 6 },
      { name: "B.Sc Nursing", duration: "4 years", feeInr: 25000, semesters: 8 },
    ],
    placements: ["Victoria Hospital", "Manipal Hospitals", "Narayana Health", "Apollo Hospitals", "Aster CMI Hospital"],
  },
  {
    name: "Kasturba Medical College, Manipal",
    stream: "Medical",
    location: "Madhav Nagar, Manipal",
    address: "Madhav Nagar, Manipal, Udupi district, Karnataka 576104",
    cities: "Manipal",
    state: "Karnataka",
    university: "Manipal Academy of Higher Education",
    verifiedBy: "NMC, NAAC A++ (MAHE)",
    website: "https://manipal.edu/kmc-manipal.html",
    studyMode: "Full time",
    shortNames: "KMC Manipal, KMC",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "Set up in 1953, it was one of the first private medical colleges in India and is part of the Manipal Academy of Higher Education. The town of Manipal is built largely around the university and its hospital.",
    ranking:
      "Indicative sample ranking for this demo: a leading private medical college in India. Confirm the current NIRF medical ranking before deciding.",
    admission:
      "As a deemed university, MBBS seats are allotted through MCC deemed-university counselling on NEET UG scores. MD and MS admissions use NEET PG ranks in the same MCC process.",
    placement:
      "Interns rotate through Kasturba Hospital, a large teaching hospital on campus, and affiliated rural health centres. Many graduates move into residency through NEET PG, while others join hospital groups across India or prepare for overseas licensing exams.",
    feeStructure:
      "Fees listed are indicative sample figures to be confirmed with MAHE. Deemed-university fees are much higher than government quota fees, and an NRI category carries a separate rate.",
    coursesOverview:
      "Besides MBBS, the college offers MD and MS in most specialities and several super-speciality programmes. Nursing and allied health courses run in sister institutions on the same campus.",
    hostel:
      "MAHE runs many hostel blocks with single, shared and air-conditioned room options. Food courts and mess plans are available, and first-year students are usually housed on campus.",
    campus:
      "The campus has the college, Kasturba Hospital, a large library and sports facilities within walking distance. Udupi is a short drive away and Mangaluru airport is about 60 km.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Orthopaedics"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 1750000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 2500000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 2200000, semesters: 6 },
      { name: "MD Paediatrics", duration: "3 years", feeInr: 2000000, semesters: 6 },
    ],
    placements: [
      "Kasturba Hospital, Manipal",
      "Manipal Hospitals",
      "Apollo Hospitals",
      "Fortis Healthcare",
      "Narayana Health",
    ],
  },
  {
    name: "Kasturba Medical College, Mangalore",
    stream: "Medical",
    location: "Light House Hill Road, Mangaluru",
    address: "Light House Hill Road, Hampankatta, Mangaluru, Karnataka 575001",
    cities: "Mangaluru",
    state: "Karnataka",
    university: "Manipal Academy of Higher Education",
    verifiedBy: "NMC, NAAC A++ (MAHE)",
    website: "https://manipal.edu/kmc-mangalore.html",
    studyMode: "Full time",
    shortNames: "KMC Mangalore, KMC",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "The Mangaluru constituent college of MAHE, started in 1955 as a branch of KMC Manipal. Students see a mix of patients in government and private hospitals across the city.",
    ranking:
      "Indicative sample ranking for this demo: among the well-regarded private medical colleges in South India. Check the latest NIRF tables for an actual position.",
    admission:
      "MBBS admission is through MCC deemed-university counselling on the basis of NEET UG. Postgraduate MD and MS seats are filled through NEET PG and MCC counselling.",
    placement:
      "Clinical training and internship take place at the Government Wenlock Hospital, Lady Goschen Hospital and the KMC hospitals at Attavar and Ambedkar Circle. Graduates usually pursue residency or join private and public hospitals in coastal Karnataka and beyond.",
    feeStructure:
      "All fees here are indicative sample figures and should be confirmed with MAHE. Deemed fees apply to all seats, and NRI seats are charged separately.",
    coursesOverview:
      "The college offers MBBS, MD and MS across major specialities, and selected super-speciality courses. Allied health programmes are run by sister MAHE institutions.",
    hostel:
      "Hostels for men and women are located in the city, with shared rooms and mess service. Transport links the hostels to the college and teaching hospitals.",
    campus:
      "Teaching is spread between the college buildings near Hampankatta and several hospitals in Mangaluru. The city has a busy port, an airport and good rail links.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Dermatology"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 1700000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 2400000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 2200000, semesters: 6 },
    ],
    placements: [
      "KMC Hospital, Mangaluru",
      "Manipal Hospitals",
      "Apollo Hospitals",
      "Aster CMI Hospital",
      "Fortis Healthcare",
    ],
  },
  {
    name: "St. John's Medical College",
    stream: "Medical",
    location: "Sarjapur Road, Koramangala, Bengaluru",
    address: "Sarjapur Road, John Nagar, Koramangala, Bengaluru, Karnataka 560034",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Rajiv Gandhi University of Health Sciences",
    verifiedBy: "NMC, RGUHS",
    website: "https://www.stjohns.in",
    studyMode: "Full time",
    shortNames: "St John's, SJMC",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "A Christian minority medical college opened in 1963 and run by the Catholic Bishops' Conference of India. It places strong emphasis on community health and service in underserved areas.",
    ranking:
      "Indicative sample ranking for this demo: a top private medical college in Karnataka. Confirm the current NIRF ranking before relying on it.",
    admission:
      "A NEET UG score is required for MBBS, and seats are split between a minority quota and other categories filled through counselling. Families should read the current prospectus, as some categories carry a service commitment after graduation.",
    placement:
      "Interns work in St. John's Medical College Hospital and its rural health centres. Many graduates take up residency through NEET PG, while others serve in mission hospitals or join Bengaluru hospital chains.",
    feeStructure:
      "Fees quoted are indicative sample figures to be confirmed with the college. Rates differ between the minority, government and management categories.",
    coursesOverview:
      "The college offers MBBS, MD and MS programmes and several super-speciality courses. Nursing and allied health degrees are offered by the sister colleges on the same campus.",
    hostel:
      "Most students live in on-campus hostels with separate blocks for men and women. Mess food is provided and the campus is largely self-contained.",
    campus:
      "The green campus off Sarjapur Road holds the medical college, the teaching hospital, a research institute and nursing college. It lies close to the Koramangala and HSR Layout areas.",
    branches: [
      "General Medicine",
      "General Surgery",
      "Paediatrics",
      "Obstetrics and Gynaecology",
      "Community Medicine",
    ],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 1000000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 1500000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 1400000, semesters: 6 },
    ],
    placements: ["St. John's Medical College Hospital", "Manipal Hospitals", "Narayana Health", "Aster CMI Hospital"],
  },
  {
    name: "JSS Medical College",
    stream: "Medical",
    location: "Bannimantap, Mysuru",
    address: "Sri Shivarathreeshwara Nagara, Bannimantap, Mysuru, Karnataka 570015",
    cities: "Mysuru",
    state: "Karnataka",
    university: "JSS Academy of Higher Education and Research",
    verifiedBy: "NMC, NAAC (JSS AHER)",
    website: "https://jssuni.edu.in",
    studyMode: "Full time",
    shortNames: "JSSMC, JSS Mysuru",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "Started in 1984 by the JSS Mahavidyapeetha, it is now a constituent college of the JSS Academy of Higher Education and Research. The attached JSS Hospital is a large multi-speciality teaching hospital in Mysuru.",
    ranking:
      "Indicative sample ranking for this demo: a well-placed private medical college in Karnataka. Verify against the latest NIRF list.",
    admission:
      "Being part of a deemed university, MBBS seats are allotted through MCC deemed counselling using NEET UG scores. MD and MS seats are filled through NEET PG and MCC counselling.",
    placement:
      "Internship is completed at JSS Hospital and its rural and urban health centres. Graduates generally go on to residency or take posts in hospitals across Karnataka.",
    feeStructure:
      "Figures are indicative sample fees and must be confirmed with JSS AHER. Deemed-university fees apply, and NRI seats have their own rate.",
    coursesOverview:
      "Programmes include MBBS, MD and MS in most specialities, and several super-speciality courses. Related nursing, pharmacy and allied health courses run within the same university.",
    hostel:
      "Separate hostels for men and women are available on campus with mess facilities. Some senior students choose private housing nearby.",
    campus:
      "The campus in Bannimantap combines the college, hostels and sports grounds, with JSS Hospital nearby on MG Road. Mysuru is a calm city about three hours from Bengaluru.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Orthopaedics"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 1500000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 2200000, semesters: 6 },
      { name: "MS Orthopaedics", duration: "3 years", feeInr: 2000000, semesters: 6 },
    ],
    placements: ["JSS Hospital, Mysuru", "Apollo Hospitals", "Manipal Hospitals", "Narayana Health"],
  },
  {
    name: "M S Ramaiah Medical College",
    stream: "Medical",
    location: "MSR Nagar, Bengaluru",
    address: "MSR Nagar, MSRIT Post, Bengaluru, Karnataka 560054",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Rajiv Gandhi University of Health Sciences",
    verifiedBy: "NMC, RGUHS",
    website: "https://www.msrmc.ac.in",
    studyMode: "Full time",
    shortNames: "MSRMC, Ramaiah Medical College",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "A private medical college founded in 1979 by the Gokula Education Foundation in north Bengaluru. It is linked to the Ramaiah group of hospitals, which offer a wide range of specialities.",
    ranking:
      "Indicative sample ranking for this demo: among the better-known private medical colleges in Bengaluru. Check the latest NIRF results for a real position.",
    admission:
      "KEA counselling allots government quota, private and NRI MBBS seats here, all based on NEET UG. MD and MS seats require NEET PG followed by KEA or MCC counselling.",
    placement:
      "Students intern at the Ramaiah teaching hospital and Ramaiah Memorial Hospital. Graduates usually pursue residency or join corporate hospitals in Bengaluru.",
    feeStructure:
      "Fees are indicative sample figures to be confirmed with the college. Government quota seats cost far less than private, management or NRI seats.",
    coursesOverview:
      "The college offers MBBS and MD and MS programmes in most departments. Dental, nursing and allied health courses are run by sister Ramaiah institutions.",
    hostel:
      "Hostels for men and women are on or near the campus with shared rooms and mess service. Seats are allotted on request after admission.",
    campus:
      "The campus near Mathikere and New BEL Road also houses engineering and other Ramaiah colleges. Bengaluru's Hebbal and Yeshwanthpur areas are close by.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Orthopaedics"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 1100000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 1800000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 1600000, semesters: 6 },
    ],
    placements: [
      "Ramaiah Memorial Hospital",
      "Manipal Hospitals",
      "Aster CMI Hospital",
      "Fortis Healthcare",
      "Columbia Asia",
    ],
  },
  {
    name: "Mysore Medical College and Research Institute",
    stream: "Medical",
    location: "Irwin Road, Mysuru",
    address: "Irwin Road, Mysuru, Karnataka 570001",
    cities: "Mysuru",
    state: "Karnataka",
    university: "Rajiv Gandhi University of Health Sciences",
    verifiedBy: "NMC, RGUHS",
    website: "https://mmcri.karnataka.gov.in",
    studyMode: "Full time",
    shortNames: "MMCRI, MMC Mysore",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "Founded in 1924, this is the oldest medical college in Karnataka and is run by the state government. It stands in central Mysuru next to the railway station.",
    ranking:
      "Indicative sample ranking for this demo: a long-established government medical college in Karnataka. Refer to the current NIRF list for an actual rank.",
    admission:
      "MBBS seats are filled on NEET UG scores through KEA counselling for the state quota and MCC for the all-India quota. NEET PG and counselling decide MD and MS admission.",
    placement:
      "Interns rotate through K R Hospital, Cheluvamba Hospital and other attached government hospitals. Most graduates prepare for NEET PG, and many join government service or private hospitals in Mysuru and Bengaluru.",
    feeStructure:
      "The fees given are indicative sample figures and should be confirmed with the college. Government quota seats here are among the cheapest routes to an MBBS in the state.",
    coursesOverview:
      "The college runs MBBS, MD and MS programmes and several nursing and allied health courses. Postgraduate seats cover most clinical subjects.",
    hostel:
      "Government hostels for men and women are available close to the college with mess facilities. Facilities are basic but affordable.",
    campus:
      "The heritage main building sits in the city centre, and the teaching hospitals are a short distance away. Mysuru has good road and rail links to Bengaluru.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Ophthalmology"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 60000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 100000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 100000, semesters: 6 },
      { name: "B.Sc Nursing", duration: "4 years", feeInr: 25000, semesters: 8 },
    ],
    placements: ["K R Hospital, Mysuru", "JSS Hospital, Mysuru", "Apollo Hospitals", "Manipal Hospitals"],
  },
  {
    name: "All India Institute of Medical Sciences, New Delhi",
    stream: "Medical",
    location: "Ansari Nagar, New Delhi",
    address: "Sri Aurobindo Marg, Ansari Nagar, New Delhi, Delhi 110029",
    cities: "New Delhi",
    state: "Delhi",
    university: "All India Institute of Medical Sciences (autonomous, Institute of National Importance)",
    verifiedBy: "Institute of National Importance, NMC",
    website: "https://www.aiims.edu",
    studyMode: "Full time",
    shortNames: "AIIMS Delhi, AIIMS New Delhi, AIIMS",
    exams: ["NEET UG 2027", "NEET PG 2027"],
    about:
      "Set up by an Act of Parliament in 1956, AIIMS New Delhi awards its own degrees and runs one of the busiest public hospitals in India. Admission is extremely competitive.",
    ranking:
      "Indicative sample ranking for this demo: first among medical institutions in India. It has long topped the NIRF medical category, but check the latest list.",
    admission:
      "MBBS seats are filled through NEET UG and MCC counselling, and usually go to the very top rankers. Postgraduate MD and MS admission is through INI-CET, not NEET PG.",
    placement:
      "Interns work in the main AIIMS hospital and its specialist centres such as the trauma and cardiac centres. Graduates move into residency, academic posts or senior roles in public and private hospitals.",
    feeStructure:
      "Fees shown are indicative sample figures to be confirmed with AIIMS. Actual charges are nominal, and there is no separate management quota.",
    coursesOverview:
      "AIIMS offers MBBS, MD, MS, DM and MCh programmes, plus nursing and paramedical degrees. Research training is available across most departments.",
    hostel:
      "Hostel accommodation is provided on campus for most students, with separate blocks for men and women. Mess food is subsidised.",
    campus:
      "The campus in south Delhi holds the hospital, teaching blocks and research centres, with a metro station at the gate. Safdarjung Hospital is across the road.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Orthopaedics"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 15000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 15000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 15000, semesters: 6 },
      { name: "B.Sc Nursing", duration: "4 years", feeInr: 15000, semesters: 8 },
    ],
    placements: ["AIIMS New Delhi", "Apollo Hospitals", "Fortis Healthcare", "Max Healthcare", "Medanta"],
  },
  {
    name: "Christian Medical College, Vellore",
    stream: "Medical",
    location: "Ida Scudder Road, Vellore",
    address: "Ida Scudder Road, Vellore, Tamil Nadu 632004",
    cities: "Vellore",
    state: "Tamil Nadu",
    university: "The Tamil Nadu Dr. M.G.R. Medical University",
    verifiedBy: "NMC",
    website: "https://www.cmch-vellore.edu",
    studyMode: "Full time",
    shortNames: "CMC Vellore, CMC",
    exams: ["NEET UG 2027"],
    about:
      "A Christian minority institution that grew from a clinic started by Dr Ida Scudder in 1900. Its hospital is one of the largest in India and draws patients from across the country.",
    ranking:
      "Indicative sample ranking for this demo: among the top three medical colleges in India. Confirm with the current NIRF medical rankings.",
    admission:
      "MBBS candidates need a NEET UG score, and seats are allotted through counselling with a large minority quota. MD and MS admission is based on NEET PG, so check the latest prospectus for the exact process.",
    placement:
      "Interns work in the main hospital and its rural and community health units. Sponsored students usually serve for a fixed period in mission hospitals, and others move into residency or hospital careers.",
    feeStructure:
      "Fees are indicative sample figures to be confirmed with the college. Actual tuition is low compared with private colleges, and there is no management quota.",
    coursesOverview:
      "The college runs MBBS, MD and MS, super-speciality courses, nursing and many allied health programmes. Community health training is a core part of the curriculum.",
    hostel:
      "Students live in residential hostels on the Bagayam campus with separate blocks for men and women. Hostel life is closely supervised and mess food is provided.",
    campus:
      "The college campus at Bagayam is a few kilometres from the main hospital in Vellore town. A newer hospital campus operates at Ranipet.",
    branches: ["General Medicine", "General Surgery", "Paediatrics", "Obstetrics and Gynaecology", "Orthopaedics"],
    courses: [
      { name: "MBBS", duration: "5.5 years including internship", feeInr: 60000, semesters: 9 },
      { name: "MD General Medicine", duration: "3 years", feeInr: 50000, semesters: 6 },
      { name: "MS General Surgery", duration: "3 years", feeInr: 50000, semesters: 6 },
      { name: "B.Sc Nursing", duration: "4 years", feeInr: 20000, semesters: 8 },
    ],
    placements: ["CMC Vellore Hospital", "Apollo Hospitals", "Narayana Health", "Manipal Hospitals"],
  },
];
