import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
const nlp = winkNLP(model);
const its = nlp.its;
const doc = nlp.readDoc("The gouvernment wasnt doing grate. asdfqwer recieve the because teh definately Firefox ");
console.log(doc.tokens().out(its.uniqueId));
console.log(doc.out(its.readabilityStats));
